// The one script of a pre-rendered page, inline at the end of its body (scripts/export/preloads.ts
// minifies it; the content security policy allows it by its hash, so it is the same on every page
// and holds no page data: what differs comes in its data attributes).
//
// 1. It starts the app once the page has loaded and painted, or at the visitor's first tap or key
//    press if that comes sooner (docs/decisions/0009).
// 2. It keeps the first activation that arrives before the app is ready. Links, disclosures
//    (<details>), pop-ups opened with `popovertarget` or `commandfor`, form fields and submit
//    buttons work from the HTML alone, and the browser has acted on them already: those are never
//    replayed. Any other control (a slider's Next, a button React alone drives, or a `commandfor`
//    button without `popovertarget` in a browser without invoker commands) is clicked again, once, when the app announces
//    it has hydrated (src/layout/Page/ready.ts). Scrolling and selecting text are not clicks on a
//    control, so they are never replayed (docs/decisions/0027).
// 3. A link that remembers a choice when it is followed (`data-store-key`, `data-store-value`: the
//    language switch) stores it at a tap before the app is ready, as the app does after: the
//    browser follows the link at once, and the next page must know the choice
//    (docs/decisions/0002).
// 4. Hosts answer `//about-us` and `/ar//news` with the page of the address without the empty
//    segment, where the router would match no route and hydrate the page as the 404 page: the
//    app starts at the address the host answered (docs/decisions/0044).
;(() => {
  if (location.pathname.includes('//'))
    history.replaceState(history.state, '', location.pathname.replace(/\/+/g, '/') + location.search + location.hash)
  const data = document.currentScript.dataset
  let started = false
  const start = () => {
    if (started) return
    started = true
    for (const href of data.modules.split(' ').filter(Boolean)) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = href
      document.head.append(link)
    }
    const script = document.createElement('script')
    script.type = 'module'
    script.crossOrigin = ''
    script.src = data.entry
    document.head.append(script)
  }

  // After the first contentful paint (the load event can come first: text waits for layout, not
  // for the network) and one frame, so nothing the app fetches competes with the first paint.
  const painted = (next) => {
    const Observer = window.PerformanceObserver
    if (!Observer || !(Observer.supportedEntryTypes || []).includes('paint')) return next()
    new Observer((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect()
        next()
      }
    }).observe({ type: 'paint', buffered: true })
  }
  const afterPaint = () => painted(() => requestAnimationFrame(() => setTimeout(start)))
  if (document.readyState === 'complete') afterPaint()
  else addEventListener('load', afterPaint, { once: true })
  for (const type of ['pointerdown', 'keydown', 'touchstart']) addEventListener(type, start, { once: true, passive: true, capture: true })

  const invokerCommands = 'command' in HTMLButtonElement.prototype
  const actsWithoutScript = (control) =>
    control.matches('a[href], area[href], summary, label, input, select, textarea, [popovertarget]') ||
    (invokerCommands && control.hasAttribute('commandfor')) ||
    (control.form != null && control.type === 'submit')
  let ready = document.documentElement.hasAttribute('data-app-ready')
  let kept = null
  addEventListener(
    'click',
    (event) => {
      if (ready || !(event.target instanceof Element)) return
      const remembering = event.target.closest('a[href][data-store-key]')
      if (remembering) {
        try {
          localStorage.setItem(remembering.dataset.storeKey, remembering.dataset.storeValue)
        } catch {
          // Storage refused (a privacy mode): the link still goes where it says.
        }
      }
      if (kept) return
      const control = event.target.closest('a[href], button, summary, input, select, textarea, label, [role="button"], [role="tab"], [tabindex]')
      if (control && !actsWithoutScript(control)) kept = control
    },
    { capture: true },
  )
  document.addEventListener(
    'app:ready',
    () => {
      ready = true
      const control = kept
      kept = null
      if (control && control.isConnected && !control.disabled) control.click()
    },
    { once: true },
  )
})()
