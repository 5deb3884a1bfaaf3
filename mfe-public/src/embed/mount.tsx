import { EnvironmentProvider } from '@ark-ui/react/environment';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CarouselEmbed, type CarouselEmbedProps } from './CarouselEmbed.tsx';
import embedStyles from './embed.css?inline';
import { remToPx } from './rem-to-px.ts';

// A partner page with `html { font-size: 62.5% }` would shrink every rem inside the shadow root (rem always
// follows the document's root element): the stylesheet is put in with pixels, 1rem = 16px, once per page.
let styles: string | undefined;

const mounted = new WeakMap<HTMLElement, () => void>();

/**
 * Exposed as `mfe_public/mount`: renders the camper carousel into an element of a partner page (ADR
 * docs/decisions/0011-embed-carousel-shadow-root.md). Everything lives in a shadow root with its own stylesheet: our
 * styles never reach the partner's page, theirs do not reach the cards, and Ark's portals (the details dialog)
 * stay inside it. Returns a function that unmounts it; mounting the same element again returns that function.
 */
export function mount(element: HTMLElement, props: CarouselEmbedProps = {}): () => void {
  const existing = mounted.get(element);
  if (existing) return existing;
  const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  styles ??= remToPx(embedStyles);
  style.textContent = styles;
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
  const unmount = () => {
    root.unmount();
    container.remove();
    style.remove();
    mounted.delete(element);
  };
  mounted.set(element, unmount);
  return unmount;
}
