import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const SCHEMA = 'http://schema.org/'
const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type'
const RDFS_CLASS = 'http://www.w3.org/2000/01/rdf-schema#Class'
const RDF_PROPERTY = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#Property'
const SUBCLASS_OF = 'http://www.w3.org/2000/01/rdf-schema#subClassOf'
const DOMAIN_INCLUDES = `${SCHEMA}domainIncludes`

type VocabularyEntity = {
	'@id': string
	'@type'?: 'rdfs:Class' | 'rdf:Property'
	'rdfs:subClassOf'?: Array<{ '@id': string }>
	'schema:domainIncludes'?: Array<{ '@id': string }>
}

const compact = (iri: string) => (iri.startsWith(SCHEMA) ? `schema:${iri.slice(SCHEMA.length)}` : iri)

/**
 * The official schema.org vocabulary (N-Quads shipped by @vocabulary/schema), reshaped into the
 * JSON-LD @graph form that @adobe/structured-data-validator reads: classes, their parents and
 * which properties each class may carry. Read from disk, so no network is needed.
 */
export function loadSchemaOrgVocabulary() {
	const require = createRequire(import.meta.url)
	const file = require.resolve('@vocabulary/schema/schema.nq')
	const entities = new Map<string, VocabularyEntity>()
	const entity = (iri: string) => {
		const id = compact(iri)
		let found = entities.get(id)
		if (!found) entities.set(id, (found = { '@id': id }))
		return found
	}
	for (const line of readFileSync(file, 'utf8').split('\n')) {
		const match = /^<([^>]+)> <([^>]+)> <([^>]+)>/.exec(line)
		if (!match) continue
		const [, subject = '', predicate, object = ''] = match
		if (!subject.startsWith(SCHEMA)) continue
		if (predicate === RDF_TYPE && object === RDFS_CLASS) entity(subject)['@type'] = 'rdfs:Class'
		else if (predicate === RDF_TYPE && object === RDF_PROPERTY) entity(subject)['@type'] ??= 'rdf:Property'
		else if (predicate === SUBCLASS_OF) (entity(subject)['rdfs:subClassOf'] ??= []).push({ '@id': compact(object) })
		else if (predicate === DOMAIN_INCLUDES)
			(entity(subject)['schema:domainIncludes'] ??= []).push({ '@id': compact(object) })
	}
	return { '@graph': [...entities.values()] }
}
