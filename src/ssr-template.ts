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
 * main.js). Here a small inline script at the end of the body adds the same
 * scripts, in the same order (`async = false`), in the task after the first
 * frame: the text is on screen first, and hydration starts one frame later.
 * A page opened in a background tab, which paints no frame, loads them at once.
 * src/plugins/deploy-headers allows this script by its hash, like the other
 * inline scripts.
 */
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
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>
      (function (scripts) {
        function load() {
          scripts.forEach(function (src) {
            var script = document.createElement('script');
            script.src = src;
            script.async = false;
            document.head.appendChild(script);
          });
        }
        if (document.visibilityState === 'hidden') load();
        else requestAnimationFrame(function () { setTimeout(load, 0); });
      })(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>);
    </script>
  </body>
</html>
`;
