import { EnvironmentProvider } from '@ark-ui/react/environment';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CarouselEmbed, type CarouselEmbedProps } from './CarouselEmbed.tsx';
import embedStyles from './embed.css?inline';

/**
 * Exposed as `mfe_public/mount`: renders the camper carousel into an element of a partner page (ADR
 * docs/decisions/embed-carousel-shadow-root.md). Everything lives in a shadow root with its own stylesheet: our
 * styles never reach the partner's page, theirs do not reach the cards, and Ark's portals (the details dialog)
 * stay inside it. Returns a function that unmounts it.
 */
export function mount(element: HTMLElement, props: CarouselEmbedProps = {}): () => void {
  const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = embedStyles;
  const container = document.createElement('div');
  shadow.append(style, container);
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <EnvironmentProvider value={() => shadow}>
        <CarouselEmbed {...props} />
      </EnvironmentProvider>
    </StrictMode>,
  );
  return () => {
    root.unmount();
    container.remove();
    style.remove();
  };
}
