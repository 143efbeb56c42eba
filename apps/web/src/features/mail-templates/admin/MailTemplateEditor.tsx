import type { TMailTemplateDetail } from '@shop/domain';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '#/components/ConfirmDialog';
import { FieldError } from '#/components/FieldError';
import { useToast } from '#/components/Toast';
import { errorMessageOf, fieldErrorsOf } from '#/lib/api-errors';
import { trpc } from '#/lib/trpc';
import styles from './MailTemplateEditor.module.css';

type TSource = 'sample' | 'latest-order';

/** How long typing pauses before the preview is rendered again on the server. */
const PREVIEW_DELAY_MS = 400;

/**
 * A mail's template: subject, HTML and (optionally) text in Liquid, with a preview the server renders from a sample
 * or the latest order. The preview's HTML is shown in a sandboxed frame (no scripts, no same-origin access), saving
 * answers the line of a mistake, and "Send a test" queues the saved template to one's own address.
 */
export function MailTemplateEditor({ template }: { template: TMailTemplateDetail }) {
  const utils = trpc.useUtils();
  const toast = useToast();
  const [subject, setSubject] = useState(template.subject);
  const [html, setHtml] = useState(template.html);
  const [text, setText] = useState(template.text ?? '');
  const [source, setSource] = useState<TSource>('sample');
  const [confirmRevert, setConfirmRevert] = useState(false);
  const draft = { key: template.key, subject, html, text: text.trim() ? text : null };

  const preview = trpc.mailTemplates.preview.useMutation();
  const { mutate: renderPreview } = preview;
  useEffect(() => {
    const timer = setTimeout(
      () => renderPreview({ key: template.key, subject, html, text: text.trim() ? text : null, source }),
      PREVIEW_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [renderPreview, template.key, subject, html, text, source]);

  const refresh = async (saved: TMailTemplateDetail) => {
    utils.mailTemplates.detail.setData({ key: saved.key }, saved);
    await utils.mailTemplates.getList.invalidate();
  };
  const save = trpc.mailTemplates.save.useMutation({
    onSuccess: async (saved) => {
      toast.success(`${saved.title}: saved. The next mail is sent with it.`);
      await refresh(saved);
    },
  });
  const revert = trpc.mailTemplates.revert.useMutation({
    onSuccess: async (saved) => {
      setConfirmRevert(false);
      toast.success(`${saved.title}: back to the default.`);
      await refresh(saved);
    },
    onError: (error) => toast.error(errorMessageOf(error)),
  });
  const sendTest = trpc.mailTemplates.sendTest.useMutation({
    onSuccess: ({ to }) => toast.success(`A test of the saved template is on its way to ${to}.`),
    onError: (error) => toast.error(errorMessageOf(error)),
  });

  const errors = { ...fieldErrorsOf(preview.error), ...fieldErrorsOf(save.error) };
  const busy = save.isPending || revert.isPending || sendTest.isPending;

  return (
    <div className={styles.editor}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(draft);
        }}
      >
        <div className={styles.field}>
          <label htmlFor="template-subject">Subject</label>
          <input
            id="template-subject"
            value={subject}
            maxLength={255}
            onChange={(e) => setSubject(e.target.value)}
            aria-invalid={Boolean(errors.subject)}
            aria-describedby="template-subject-error"
          />
          <FieldError id="template-subject-error" message={errors.subject} />
        </div>
        <div className={styles.field}>
          <label htmlFor="template-html">HTML</label>
          <textarea
            className={styles.code}
            id="template-html"
            value={html}
            rows={16}
            spellCheck={false}
            onChange={(e) => setHtml(e.target.value)}
            aria-invalid={Boolean(errors.html)}
            aria-describedby="template-html-error"
          />
          <FieldError id="template-html-error" message={errors.html} />
        </div>
        <div className={styles.field}>
          <label htmlFor="template-text">Text (leave empty to derive it from the HTML)</label>
          <textarea
            className={styles.code}
            id="template-text"
            value={text}
            rows={8}
            spellCheck={false}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={Boolean(errors.text)}
            aria-describedby="template-text-error"
          />
          <FieldError id="template-text-error" message={errors.text} />
        </div>
        <div className={styles.actions}>
          <button type="submit" className="button" disabled={busy}>
            {save.isPending ? 'Saving…' : 'Save template'}
          </button>
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() => sendTest.mutate({ key: template.key })}
          >
            Send a test to myself
          </button>
          {template.edited && (
            <button
              type="button"
              className="button button--ghost button--danger-text"
              disabled={busy}
              onClick={() => setConfirmRevert(true)}
            >
              Revert to default
            </button>
          )}
        </div>
        <details className={styles.variables}>
          <summary>Variables this mail may use</summary>
          <dl>
            {template.variables.map((variable) => (
              <div key={variable.name}>
                <dt>
                  <code>{`{{ ${variable.name.replace('[]', '[0]')} }}`}</code>
                </dt>
                <dd>{variable.description}</dd>
              </div>
            ))}
          </dl>
        </details>
      </form>
      <section className={styles.preview} aria-label="Preview">
        <div className={styles['preview-head']}>
          <label>
            Preview with{' '}
            <select value={source} onChange={(e) => setSource(e.target.value as TSource)}>
              <option value="sample">sample values</option>
              <option value="latest-order">the most recent order</option>
            </select>
          </label>
          {preview.data && <span className={styles.from}>{preview.data.from}</span>}
        </div>
        <p className={styles.subject}>
          <strong>Subject:</strong> {preview.data?.subject ?? '…'}
        </p>
        {/* sandbox="" : the mail's HTML runs no script and cannot reach this page or its session. */}
        <iframe
          className={styles.frame}
          title="The mail as the customer sees it"
          sandbox=""
          srcDoc={preview.data?.html ?? ''}
        />
        <details>
          <summary>Text part</summary>
          <pre className={styles.text}>{preview.data?.text ?? ''}</pre>
        </details>
      </section>
      <ConfirmDialog
        open={confirmRevert}
        title="Revert to the default template?"
        confirmLabel="Revert"
        busyLabel="Reverting…"
        busy={revert.isPending}
        destructive
        onConfirm={() => revert.mutate({ key: template.key })}
        onCancel={() => setConfirmRevert(false)}
      >
        Your edits to this mail are deleted and the shop sends it as written by default again.
      </ConfirmDialog>
    </div>
  );
}
