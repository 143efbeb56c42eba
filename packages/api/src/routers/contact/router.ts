import { router } from '../../trpc.js';
import { changeReadContactRoute } from './change-read-contact.js';
import { createContactRoute } from './create-contact.js';
import { detailContactRoute } from './detail-contact.js';
import { getListContactRoute } from './get-list-contact.js';
import { unreadCountContactRoute } from './unread-count-contact.js';

export const contactRouter = router({
  create: createContactRoute,
  getList: getListContactRoute,
  detail: detailContactRoute,
  changeRead: changeReadContactRoute,
  unreadCount: unreadCountContactRoute,
});
