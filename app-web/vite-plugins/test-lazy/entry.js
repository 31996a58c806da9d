// A page for preload-on-demand.test.ts: one lazy part with nothing to preload, one lazy page whose
// chunk shares a module with another lazy page (so Vite gives its import a list to preload).
document.body.addEventListener("click", () => import("./part.js"))
document.body.addEventListener("keydown", () => import("./page-a.js"))
document.body.addEventListener("focus", () => import("./page-b.js"))
