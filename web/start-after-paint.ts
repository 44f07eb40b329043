import type { Plugin } from 'vite'

/**
 * The app's scripts start after the page's first paint (production builds only).
 *
 * The server sends every public page rendered, so a visitor can read it as soon as the HTML and its
 * stylesheet arrive. Vite puts the entry script and its modulepreload links in the head, and on a
 * phone's weak signal those ~130 KB of JavaScript then share the line with the stylesheet and hold
 * the first paint back (Lighthouse mobile: first paint 1.9 s with them, 0.8 s without). Instead the
 * head gets one small deferred script, `assets/boot-[hash].js`, which waits for the first frame and
 * then preloads the same chunks and imports the entry, so the app takes the page over a moment
 * later, from the same files. It is an ordinary file of the build: the service worker precaches it
 * with the rest, and the site's security policy ('self') allows it with no inline script.
 */
export function startAfterFirstPaint(): Plugin {
  return {
    name: 'church:start-after-first-paint',
    apply: 'build',
    enforce: 'post',
    generateBundle(_, bundle) {
      const page = bundle['index.html']
      if (page?.type !== 'asset') return
      let html = String(page.source)
      const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html)
      if (!entry) this.error('index.html has no entry script to start after the first paint')
      const preloads: string[] = []
      html = html.replace(entry[0], '').replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_, href: string) => {
        preloads.push(href)
        return ''
      })
      const boot = this.emitFile({ type: 'asset', name: 'boot.js', source: bootScript(entry[1], preloads) })
      page.source = html.replace('</head>', `<script defer src="/${this.getFileName(boot)}"></script>\n  </head>`)
    },
  }
}

/**
 * Starts the app once the first frame is painted: a timer queued from the frame's callback runs
 * after its paint. A tab opened in the background paints no frames, so there it starts at once.
 */
const bootScript = (entry: string, preloads: string[]) => `(function () {
  var started = false;
  var preloads = ${JSON.stringify(preloads)};
  function start() {
    if (started) return;
    started = true;
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    import(${JSON.stringify(entry)});
  }
  if (document.hidden) start();
  else requestAnimationFrame(function () { setTimeout(start, 0); });
})();
`
