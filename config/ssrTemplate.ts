import {startAfterFirstPaint} from '../src/inlineScripts/startAfterFirstPaint.ts';

// CUSTOM (Docusaurus 3.10.2): Docusaurus's own page template
// (core/lib/ssg/ssgTemplate.html.js), except for the app's scripts: each is
// preloaded where the stock template had a deferred <script>, and
// src/inlineScripts/startAfterFirstPaint.ts runs them once the page has
// painted. tests/content/ssrTemplate.test.ts fails when core's template
// changes in anything else.
export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>">
    <% }); %>
    <script>(${startAfterFirstPaint.toString()})(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>);</script>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
