import {heldControls, hydratedEvent} from './hydration';

/**
 * The HTML shell of every built page (the `ssrTemplate` of docusaurus.config.ts):
 * Docusaurus's own template, but the scripts are requested only once the page
 * has painted.
 *
 * Docusaurus puts `<script defer>` tags in the head, so the browser fetches the
 * scripts while it is still reading the HTML and the CSS. On a phone those
 * 120-odd KB of JavaScript share the connection with the two files the first
 * paint needs, and Lighthouse counts every request that ends before the paint
 * as part of the largest paint's path (a lead paragraph then "waits" for
 * main.js). Here a small inline script at the end of the body adds the page's
 * scripts, in order (`async = false`), from the task after the first frame:
 * the text is on screen first, and hydration starts one frame later. The
 * scripts are the entry's, then the chunks of the page's route
 * (src/plugins/route-scripts): those run after main.js, whose runtime finds
 * their elements by `src` and waits for them instead of inserting its own.
 * They are added three to a task, main.js among the first three: under
 * Lighthouse, thirteen insertions in one task made a task of 60 to 150 ms (at
 * its 4x CPU), counted as blocking time. Should main.js run before the last
 * are added (from the cache, on a quick repeat visit), its runtime has by then
 * requested every chunk the page still needs, and the loader adds no more: it
 * knows by `window.docusaurus`, which main.js sets before it requests them (an
 * own property of `window`, so an element whose id is "docusaurus" does not
 * count). A page in a background tab, which paints no frame and whose timers
 * wait, gets every script at once, as does a page hidden while they are being
 * added.
 * The list is in the element's `data-scripts` attribute, not in its text, so
 * that the script's text, which the policy allows by its hash, is the same on
 * every page.
 *
 * Until React has hydrated the page, its buttons and tabs are on screen but do
 * nothing. The first inline script, early in the head (before the style
 * sheets, so it waits for none), runs before any of the body is painted. It
 * holds a tap on one of them (a click, or Enter or Space on a focused one):
 * it stops the event before React's listeners, keeps the control, and clicks
 * it again once src/theme/Root reports the hydrated page, in the order
 * tapped, each control once. Closing the announcement bar, "Copy page", a
 * tab, a code block's copy button or the conflict sandbox's Start tapped
 * early therefore still happens, a moment later. (The colour-mode
 * toggle is disabled until hydration, so it fires no tap to hold.)
 * src/plugins/deploy-headers allows both scripts by their hashes, like the
 * other inline scripts.
 */
export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <script>
      (function (controls) {
        var held = [];
        function hold(event) {
          var control = event.target instanceof Element ? event.target.closest(controls) : null;
          if (!control) return;
          event.preventDefault();
          event.stopImmediatePropagation();
          if (held.indexOf(control) < 0) held.push(control);
        }
        document.addEventListener('click', hold, true);
        document.addEventListener(${JSON.stringify(hydratedEvent)}, function () {
          document.removeEventListener('click', hold, true);
          setTimeout(function () {
            held.forEach(function (control) {
              if (control.isConnected) control.click();
            });
          }, 0);
        }, {once: true});
      })(${JSON.stringify(heldControls)});
    </script>
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script data-scripts="<%= JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>">
      (function (scripts) {
        function load(from) {
          if (from > 0 && Object.prototype.hasOwnProperty.call(window, 'docusaurus')) return;
          var count = document.visibilityState === 'hidden' ? scripts.length : 3;
          scripts.slice(from, from + count).forEach(function (src) {
            var script = document.createElement('script');
            script.src = src;
            script.async = false;
            document.head.appendChild(script);
          });
          if (from + count < scripts.length) setTimeout(function () { load(from + count); }, 0);
        }
        if (document.visibilityState === 'hidden') load(0);
        else requestAnimationFrame(function () { setTimeout(function () { load(0); }, 0); });
      })(JSON.parse(document.currentScript.dataset.scripts));
    </script>
  </body>
</html>
`;
