// The service worker, bundled by scripts/service-worker.mjs into build/client/sw.js with its precache
// list in place of self.__WB_MANIFEST. Every page, the 404 page, every asset, the icons and the web app
// manifest are precached at install, so every route opens and calculates offline after one visit.
import { clientsClaim } from 'workbox-core'
import { addPlugins, cleanupOutdatedCaches, PrecacheFallbackPlugin, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { NetworkOnly } from 'workbox-strategies'

const NOT_FOUND_PAGE = '/404.html'

// An update waits until the visitor presses Reload on the page's prompt (workbox-window sends this),
// so no page is ever swapped under someone typing.
self.addEventListener('message', (event) => {
	if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting()
})

// On the first visit the new worker takes charge of the open page, so the next click works offline.
clientsClaim()

// npm start answers /404.html with HTTP 404 (it is not a page of its own); static hosts may answer
// 200. Either way it is the page to keep; anything else that is not a 2xx fails the install.
addPlugins([
	{
		cacheWillUpdate: async ({ request, response }) =>
			response.ok || (response.status === 404 && new URL(request.url).pathname === NOT_FOUND_PAGE) ? response : null,
	},
])

// Pages are precached under their addresses ('/calculators/paint-calculator'), served cache-first.
// Calculators keep their inputs in the query string, so any query matches the page; '/about/'
// matches '/about' (the server redirects it).
precacheAndRoute(self.__WB_MANIFEST, {
	ignoreURLParametersMatching: [/.*/],
	directoryIndex: null,
	cleanURLs: false,
	urlManipulation: ({ url }) =>
		url.pathname.length > 1 && url.pathname.endsWith('/') ? [new URL(url.pathname.replace(/\/+$/, ''), url)] : [],
})
cleanupOutdatedCaches()

// Any other navigation goes to the network; with none, the site's own 404 page answers.
registerRoute(
	new NavigationRoute(new NetworkOnly({ plugins: [new PrecacheFallbackPlugin({ fallbackURL: NOT_FOUND_PAGE })] })),
)
