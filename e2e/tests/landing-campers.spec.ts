import { expect, test } from '../support/fixtures.ts';

/**
 * The anonymous landing keeps its zero-JavaScript first paint and shows the available campers
 * under the hero, rendered by the server, each leading to registration.
 */
test('de landing toont de beschikbare campers zonder JavaScript, veilig en met een link naar registreren', async ({
  page,
  app,
}) => {
  const unique = Date.now().toString(36);
  await app.createCamper({
    naam: `<script>window.gehackt=1</script>Aaa ${unique}`,
    hoofdfoto_url: `/files/camper-images/${unique}.webp`,
  });
  await app.createCamper({ naam: `Verborgen ${unique}`, toont_in_camper_vinden: 0 });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  const list = page.getByRole('region', { name: 'Beschikbare campers' });
  await expect(list).toBeVisible();
  const card = list.getByRole('link', { name: new RegExp(unique) }).first();
  await expect(card).toContainText(`<script>window.gehackt=1</script>Aaa ${unique}`);
  expect(await page.evaluate(() => 'gehackt' in window)).toBe(false);
  await expect(list.getByText(`Verborgen ${unique}`)).toHaveCount(0);
  expect(scripts).toEqual([]);

  const first = list.locator('img').first();
  await expect(first).toHaveAttribute('loading', 'eager');
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  await expect(first).toHaveAttribute('srcset', /-480w\.webp 480w/);
  await expect(first).toHaveAttribute('sizes', /.+/);

  await card.click();
  await expect(page).toHaveURL(/\/auth\?redirect=dashboard&stap=registreren$/);
  await expect(page.getByRole('heading', { name: 'Basisgegevens' })).toBeVisible();
});
