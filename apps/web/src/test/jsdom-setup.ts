// jsdom lays nothing out, so it cannot scroll: it logs "Not implemented" for scrollTo. The app scrolls
// a new screen to its top (app/app-routes.tsx); here that is a no-op.
window.scrollTo = () => {};
