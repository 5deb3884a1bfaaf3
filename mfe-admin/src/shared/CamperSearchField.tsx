import { SearchField } from '@camperdeel/ui/components/SearchField';

/**
 * The search box above a camper select: a federation has thousands of campers, so the select offers the ones this
 * box finds, asked for once typing pauses.
 */
export function CamperSearchField(props: {
  value: string;
  onValueChange: (text: string) => void;
  className?: string;
}) {
  return (
    <SearchField
      {...props}
      settles
      label="Zoek op naam, merk of model"
      placeholder="Zoek op naam, merk of model"
    />
  );
}
