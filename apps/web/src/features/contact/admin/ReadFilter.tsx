import { useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import type { IMessageSearch } from './message-search';
import toolbarCss from '#/styles/toolbar.module.css';

/**
 * Every message, only unread or only read. The value lives in the URL (?filter=unread), so Back and Forward step
 * through the choices and a filtered list can be bookmarked; each choice starts again at page 1.
 */
export function ReadFilter({ value }: { value: IMessageSearch['filter'] }) {
  const id = useId();
  const navigate = useNavigate({ from: '/admin/contact/' });
  return (
    <div className={toolbarCss.toolbar__filter}>
      <label htmlFor={id}>Show</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) =>
          void navigate({
            search: (prev) => ({
              ...prev,
              filter:
                event.target.value === 'unread' || event.target.value === 'read'
                  ? event.target.value
                  : undefined,
              page: undefined,
            }),
          })
        }
      >
        <option value="">All messages</option>
        <option value="unread">Unread only</option>
        <option value="read">Read only</option>
      </select>
    </div>
  );
}
