import type { SearchHit } from '../../content-engine/search/search-result.ts';

const dateOf = (published: number | null) => (published ? new Date(published).toISOString().slice(0, 10) : null);

/** One page of results: linked names, type, date and teaser. */
export default function SearchHits({ hits }: { hits: SearchHit[] }) {
  return (
    <ol className="search-hits">
      {hits.map((hit) => (
        <li key={hit.id} className="search-hit">
          {hit.primaryImage && (
            <img src={hit.primaryImage.src} alt={hit.primaryImage.alt} width={120} height={80} loading="lazy" />
          )}
          <div>
            <p className="search-hit-meta">
              <span>{hit.type}</span>
              {dateOf(hit.published) && <time dateTime={dateOf(hit.published)!}>{dateOf(hit.published)}</time>}
            </p>
            <h2>
              <a href={hit.canonicalPath}>{hit.name}</a>
            </h2>
            {hit.teaser && <p>{hit.teaser}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}
