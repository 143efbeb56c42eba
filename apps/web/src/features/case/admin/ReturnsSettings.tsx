import { QueryView } from '#/components/QueryView';
import { Spinner } from '#/components/Spinner';
import { trpc } from '#/lib/trpc';
import { ReturnPolicyForm } from './ReturnPolicyForm';
import { ReturnReasons } from './ReturnReasons';
import adminOrderPanelCss from '#/styles/admin-order-panel.module.css';
import panelCss from '#/styles/panel.module.css';
import styles from './ReturnsSettings.module.css';

/** The shop's default return policy and the return reasons; managers read them, administrators change them. */
export function ReturnsSettings({ readOnly }: { readOnly: boolean }) {
  const policy = trpc.case.policy.useQuery();
  const reasons = trpc.case.reasons.useQuery();
  return (
    <div className={styles['returns-settings']}>
      <section className={panelCss.panel} aria-labelledby="returns-policy-title">
        <h2 id="returns-policy-title" className={adminOrderPanelCss['admin-order-panel__title']}>
          Default return policy
        </h2>
        <p className={styles['returns-lead']}>
          For every product that does not set its own (on its edit page). Each order keeps the policy of its
          sale: a change applies to orders placed from now on.
        </p>
        <QueryView
          query={policy}
          what="The return policy"
          pending={<Spinner label="Loading the return policy" />}
        >
          {(data) => <ReturnPolicyForm key={JSON.stringify(data)} policy={data} readOnly={readOnly} />}
        </QueryView>
      </section>
      <section className={panelCss.panel} aria-labelledby="returns-reasons-title">
        <h2 id="returns-reasons-title" className={adminOrderPanelCss['admin-order-panel__title']}>
          Return reasons
        </h2>
        <p className={styles['returns-lead']}>
          Customers choose one when they ask for a return. When the shop is at fault, no restocking or pickup
          fee is kept. A reason on cases cannot be removed: stop offering it instead.
        </p>
        <QueryView query={reasons} what="Return reasons" pending={<Spinner label="Loading the reasons" />}>
          {(data) => <ReturnReasons reasons={data} readOnly={readOnly} />}
        </QueryView>
      </section>
    </div>
  );
}
