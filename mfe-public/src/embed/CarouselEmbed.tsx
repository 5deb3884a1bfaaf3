export type CarouselEmbedProps = {
  /** Origin of the Camperdeel server the carousel reads from; defaults to the page's own origin. */
  apiOrigin?: string;
};

/** Placeholder of the partner-site carousel until the dashboard's carousel screen exists. */
export function CarouselEmbed({ apiOrigin }: CarouselEmbedProps) {
  return (
    <section data-camperdeel-embed="carousel" data-api-origin={apiOrigin ?? ''}>
      <p>Camperdeel - beschikbare campers</p>
    </section>
  );
}
