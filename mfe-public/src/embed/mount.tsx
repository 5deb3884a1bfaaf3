import { createRoot } from 'react-dom/client';
import { CarouselEmbed, type CarouselEmbedProps } from './CarouselEmbed.tsx';

/**
 * Exposed as `mfe_public/mount`: renders the camper carousel into an element of a partner page. It renders inside
 * a shadow root so our styles and the partner's do not touch each other. Returns a function that unmounts it.
 */
export function mount(element: HTMLElement, props: CarouselEmbedProps = {}): () => void {
  const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  shadow.append(container);
  const root = createRoot(container);
  root.render(<CarouselEmbed {...props} />);
  return () => {
    root.unmount();
    container.remove();
  };
}
