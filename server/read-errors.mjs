// sirv writes a file's head, then pipes a read stream of the file into the response with no listener for
// the stream's errors: a file listed at start and gone since (a build replaced under the running server,
// 'Unhandled error event … ENOENT') ended the whole server.

/** Headers that describe the file that was to be sent, not the site. */
const FILE_HEADERS = [
	'Content-Length',
	'Content-Type',
	'Content-Encoding',
	'Content-Range',
	'Accept-Ranges',
	'ETag',
	'Last-Modified',
]

/**
 * Answers a file that cannot be read with 500, and the server keeps serving. Not with the uncompressed copy
 * instead: a precompressed file goes missing when the build on disk is no longer the one sirv listed at start,
 * so the other copy is as likely gone, or from another build, and sirv would send it with the old file's
 * Content-Length. The 500 is `no-store`: an asset's year-long Cache-Control must not keep the failure.
 */
export function answerReadErrors(req, res) {
	// sirv's head of a file (the one first call with headers) waits in setHeader until the file's first byte,
	// so a failed open can still answer 500. Node writes the head then, or at the end, with writeHead(status).
	const writeHead = res.writeHead
	res.writeHead = (status, headers) => {
		res.writeHead = writeHead
		if (!headers) return res.writeHead(status)
		res.statusCode = status
		for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
		return res
	}
	res.on('pipe', (file) => {
		file.on('error', (error) => {
			console.error(`Could not read the file for ${req.url}: ${error.message}`)
			// Part of the file went out already: the client sees a cut answer rather than a wrong one.
			if (res.headersSent) return res.destroy()
			for (const name of FILE_HEADERS) res.removeHeader(name)
			res.statusCode = 500
			res.setHeader('Content-Type', 'text/plain; charset=utf-8')
			res.setHeader('Cache-Control', 'no-store')
			res.end('This file could not be read. Try again in a moment.\n')
		})
	})
}
