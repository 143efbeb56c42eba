import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3300';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'] });
for (const [w, h, tag] of [[1280, 900, 'd'], [390, 844, 'm']]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  const shots = [['/', 'home'], ['/rooms', 'rooms']];
  await page.goto(base + '/rooms'); await page.waitForLoadState('networkidle');
  const room = await page.locator('main a[href^="/rooms/"]').first().getAttribute('href');
  await page.goto(base + room); await page.waitForLoadState('networkidle');
  const type = await page.locator('main a[href^="/room/"]').first().getAttribute('href');
  await page.goto(base + type); await page.waitForLoadState('networkidle');
  const product = await page.locator('main a[href^="/product/"]').first().getAttribute('href');
  shots.push([room, 'room'], [type, 'roomtype'], [product, 'product'], ['/materials', 'materials'], ['/gallery', 'gallery'], ['/search?q=oak', 'search'], ['/contact', 'contact'], ['/my-wishlist', 'wishlist'], ['/nope', '404']);
  for (const [url, name] of shots) {
    await page.goto(base + url); await page.waitForLoadState('networkidle'); await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/shots/${tag}-${name}.png`, fullPage: tag === 'd' ? false : false });
  }
  await page.close();
}
await browser.close();
