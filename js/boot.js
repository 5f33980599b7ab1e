// Runs before Python: applies the stored theme and language so the first paint is
// right, and shows PyScript's start-up progress on the static loading screen.
const root = document.documentElement;
try {
  const theme = localStorage.getItem("spielkiste:theme");
  if (theme === "light" || theme === "dark") root.dataset.theme = theme;
  const lang = localStorage.getItem("spielkiste:lang");
  if (lang === "de" || lang === "en") root.lang = lang;
  else if ((navigator.language || "").toLowerCase().startsWith("de")) root.lang = "de";
} catch (e) { /* storage refused: defaults apply */ }
const words = root.lang === "de" ? { loading: "Python wird geladen …" } : { loading: "Loading Python…" };
const label = document.getElementById("loading-text");
if (label) label.textContent = words.loading;
const started = performance.now();
const bar = document.getElementById("loading-bar");
addEventListener("py:progress", (event) => {
  if (label && typeof event.detail === "string") label.textContent = `${words.loading} ${event.detail}`;
  if (bar) bar.value = Math.min(0.95, (bar.value || 0) + 0.1);
});
addEventListener("py:ready", () => { if (bar) bar.value = 0.97; });
root.dataset.bootStarted = String(Math.round(started));
