// SETUP_STOCK_BUNDLE=1 builds the site without its performance layer
// (config/performanceLayer.ts), on Docusaurus's own paths; the browser tests
// read it too, to skip the budgets and the checks of the layer itself.
export const stockBundle = process.env.SETUP_STOCK_BUNDLE === '1';
