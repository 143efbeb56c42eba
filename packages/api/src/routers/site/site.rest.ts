import { restTable } from '../../rest.js';

export const siteRest = restTable('site', {
  layout: ['GET', '/site/layout', 'open', 'Footer data: site information and social links'],
});
