// Loads gametree.wasm, showing how much has arrived, and starts it. The
// compressed copy (gametree.wasm.gz) is fetched and unpacked here when
// the browser can (DecompressionStream), so that any static server, even
// one that compresses nothing, sends a quarter of the bytes; otherwise
// the plain .wasm.
(function () {
  "use strict";
  const box = document.getElementById("loading");
  const bar = box.querySelector(".bar");
  const fill = bar.querySelector("div");
  const text = document.getElementById("loading-text");
  const mb = (n) => (n / 1e6).toFixed(1) + " MB";

  function fail(err) {
    bar.style.display = "none";
    text.className = "error";
    text.textContent = "gametree could not start: " + err + ". A recent Chrome, Edge, Firefox or Safari runs it.";
  }

  async function fetchWasm() {
    const gz = typeof DecompressionStream === "function";
    let resp = await fetch(gz ? "gametree.wasm.gz" : "gametree.wasm");
    let packed = gz;
    if (!resp.ok && gz) {
      resp = await fetch("gametree.wasm");
      packed = false;
    }
    if (!resp.ok) {
      throw new Error("gametree.wasm: " + resp.status + " " + resp.statusText);
    }
    // A server that compresses on the fly says no length: the bar then
    // slides instead of filling.
    const total = resp.headers.get("Content-Encoding") ? 0 : Number(resp.headers.get("Content-Length")) || 0;
    if (!total) {
      bar.classList.add("unknown");
    }
    let got = 0;
    const counted = resp.body.pipeThrough(new TransformStream({
      transform(chunk, ctl) {
        got += chunk.length;
        if (total) {
          fill.style.width = Math.min(100, (100 * got) / total) + "%";
          text.textContent = "Loading… " + mb(got) + " of " + mb(total);
        } else {
          text.textContent = "Loading… " + mb(got);
        }
        ctl.enqueue(chunk);
      },
    }));
    const body = packed ? counted.pipeThrough(new DecompressionStream("gzip")) : counted;
    return new Response(body).arrayBuffer();
  }

  async function start() {
    if (typeof WebAssembly !== "object") {
      throw new Error("this browser has no WebAssembly");
    }
    const bytes = await fetchWasm();
    text.textContent = "Starting…";
    bar.classList.add("unknown");
    const go = new Go();
    // The window speaks the first of the browser's languages it has (or
    // the one ?lang=ro or ?lang=it in the address asks for), as the
    // desktop app speaks the system's: LANGUAGE, as on Linux.
    const asked = [new URLSearchParams(location.search).get("lang")]
      .concat(navigator.languages || [navigator.language])
      .filter(Boolean)
      .map((l) => l.split("-")[0]);
    go.env = { LANGUAGE: asked.join(":") };
    // ?lang= is asked for on purpose: it wins over the language kept from
    // an earlier visit, as --lang does on the desktop.
    const lang = new URLSearchParams(location.search).get("lang");
    if (["en", "ro", "it"].includes(lang)) {
      go.argv = ["gametree", "--lang", lang];
    }
    const { instance } = await WebAssembly.instantiate(bytes, go.importObject);
    // The window draws into a canvas it adds to the page: the loading box
    // goes when it comes.
    new MutationObserver((_, obs) => {
      if (document.querySelector("canvas")) {
        box.remove();
        obs.disconnect();
      }
    }).observe(document.body, { childList: true });
    await go.run(instance);
  }

  // Fyne's web driver tells the focused control that the page lost or
  // gained the focus from inside the browser's event, and the control
  // then waits for a frame that cannot come before the event returns: the
  // page froze for good when a field had the focus and another tab or the
  // address bar was clicked. The window has no use for the news: these
  // listeners, the first on the page, keep it from the driver's.
  for (const type of ["blur", "focus"]) {
    window.addEventListener(type, (e) => {
      if (e.target === window) {
        e.stopImmediatePropagation();
      }
    }, true);
  }

  start().catch((err) => fail(err && err.message ? err.message : String(err)));
})();
