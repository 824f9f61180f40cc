// `!!raw-loader!<file>` imports a file's text as a string (the generator and
// the docs pages show the example projects' files this way).
declare module '!!raw-loader!*' {
  const text: string;
  export default text;
}
