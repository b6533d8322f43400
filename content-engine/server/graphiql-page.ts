/**
 * GraphiQL for development. It loads GraphiQL from a CDN (a developer's browser is online); the
 * tenant-key header is preset from the host so `<key>.localhost` queries its own tenant.
 */
export const graphiqlPage = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <title>Masthead GraphiQL</title>
  <link rel="stylesheet" href="https://unpkg.com/graphiql@3/graphiql.min.css" />
  <style>body { margin: 0; height: 100vh; } #graphiql { height: 100vh; }</style>
</head>
<body>
  <div id="graphiql">Loading GraphiQL…</div>
  <script crossorigin src="https://unpkg.com/react@18/umd/react.production.min.js"></script>
  <script crossorigin src="https://unpkg.com/react-dom@18/umd/react-dom.production.min.js"></script>
  <script crossorigin src="https://unpkg.com/graphiql@3/graphiql.min.js"></script>
  <script>
    const tenantKey = location.hostname.endsWith('.localhost') ? location.hostname.split('.')[0] : 'auto';
    const fetcher = GraphiQL.createFetcher({ url: '/graphql', headers: { 'tenant-key': tenantKey } });
    ReactDOM.createRoot(document.getElementById('graphiql')).render(
      React.createElement(GraphiQL, { fetcher, defaultHeaders: JSON.stringify({ 'tenant-key': tenantKey }, null, 2) }),
    );
  </script>
</body>
</html>`;
