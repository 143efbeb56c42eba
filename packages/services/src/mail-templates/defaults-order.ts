import type { IMailTemplateParts } from './template-catalogue.js';

/** The text's "Hello NAME," or "Hello," when the order has no name to ship to. */
const GREETING = 'Hello{% if order.ship_name %} {{ order.ship_name }}{% endif %},';
const FOLLOW_TEXT = 'You can also follow it under {{ order.follow_where }}: {{ order.follow_link }}';
const FOLLOW_HTML =
  '<p>You can also follow it under {{ order.follow_where }}: <a href="{{ order.follow_link }}">{{ order.follow_link }}</a></p>';

/** The order lines as the confirmation lists them: options, SKU and how each is served on lines of their own. */
const LINES_TEXT =
  '{% for line in order.lines %}  {{ line.quantity }} x {{ line.name }} at {{ line.unit_price }} = {{ line.total }}' +
  '{% if line.options %}\n    {{ line.options }}{% endif %}{% if line.sku %}\n    SKU {{ line.sku }}{% endif %}' +
  '{% if line.served %}\n    {{ line.served }}{% endif %}{% unless forloop.last %}\n{% endunless %}{% endfor %}';
const LINES_HTML =
  '{% for line in order.lines %}{% unless forloop.first %}  {% endunless %}{{ line.quantity }} x {{ line.name }} at ' +
  '{{ line.unit_price }} = {{ line.total }}{% if line.options %}<br>\n    {{ line.options }}{% endif %}' +
  '{% if line.sku %}<br>\n    SKU {{ line.sku }}{% endif %}{% if line.served %}<br>\n    {{ line.served }}{% endif %}' +
  '{% unless forloop.last %}<br>\n{% endunless %}{% endfor %}';

const TOTALS_TEXT =
  'Subtotal: {{ order.subtotal }}\n{{ order.delivery.charge }} ({{ order.delivery.label }}): {{ order.delivery.price }}\n' +
  '{% if order.delivery.quoted %}  {{ order.delivery.estimate }}{% if order.delivery.expected_by %}, expected by ' +
  '{{ order.delivery.expected_by }}{% endif %}\n{% endif %}' +
  '{% if order.discount %}Discounts: -{{ order.discount }}\n{% for words in order.promotions %}  {{ words }}\n' +
  '{% endfor %}{% endif %}' +
  '{% if order.tax %}Sales tax{% if order.tax.jurisdiction %} ({{ order.tax.jurisdiction }}){% endif %}: ' +
  '{{ order.tax.amount }}\n{% endif %}Total: {{ order.total }}';
const TOTALS_HTML =
  'Subtotal: {{ order.subtotal }}<br>\n{{ order.delivery.charge }} ({{ order.delivery.label }}): {{ order.delivery.price }}' +
  '{% if order.delivery.quoted %}<br>\n  {{ order.delivery.estimate }}{% if order.delivery.expected_by %}, ' +
  'expected by {{ order.delivery.expected_by }}{% endif %}{% endif %}' +
  '{% if order.discount %}<br>\nDiscounts: -{{ order.discount }}{% for words in order.promotions %}<br>\n' +
  '  {{ words }}{% endfor %}{% endif %}' +
  '{% if order.tax %}<br>\nSales tax{% if order.tax.jurisdiction %} ({{ order.tax.jurisdiction }}){% endif %}: ' +
  '{{ order.tax.amount }}{% endif %}<br>\nTotal: {{ order.total }}';
const ADDRESS_TEXT =
  '{% for line in order.address_lines %}  {{ line }}{% unless forloop.last %}\n{% endunless %}{% endfor %}';
const ADDRESS_HTML =
  '{% for line in order.address_lines %}  {{ line }}{% unless forloop.last %}<br>\n{% endunless %}{% endfor %}';
const GUEST_WORDS =
  'We will write again when your order ships. You checked out as a guest: follow your order any time under ' +
  '"Find an order" with its number {{ order.number }} and this email address:';
/** The HTML writes the quotes as entities, as the text-to-HTML conversion of the text did. */
const GUEST_WORDS_HTML = GUEST_WORDS.replaceAll('"', '&quot;');
const ACCOUNT_WORDS =
  'Create an account with this email address and, once you confirm it, your orders are in My account.';

/** The workshop steps' pieces: the text indents them, the HTML lists them. */
const PIECES_TEXT = '{% for piece in pieces %}  {{ piece }}\n{% endfor %}';
const PIECES_HTML =
  '{% if pieces.size > 0 %}<ul>{% for piece in pieces %}<li>{{ piece }}</li>{% endfor %}</ul>{% endif %}';

/** Why the money went back, and what the buyer should know about it. */
const REFUND_WHY =
  '{% if refund.cancelled %}Your order {{ order.number }} was cancelled and {{ refund.amount }} has been refunded to ' +
  'the card you paid with.{% else %}We have refunded {{ refund.amount }} of your order {{ order.number }} to the card ' +
  'you paid with.{% endif %}';
const REFUND_TAX = 'It includes {{ refund.tax }} of sales tax.';
const REFUND_WHEN = 'Depending on your bank, it shows on your statement within 5 to 10 business days.';
const REFUND_NOTE = 'The credit note {{ credit_note.number }} is attached as a PDF.';

/** The order and cart mails' defaults, reproducing the mails as the shop sent them before templates existed. */
export const ORDER_DEFAULTS = {
  'cart-reminder': {
    subject: '[{{ shop.name }}] Your cart is waiting',
    text:
      'You left these in your cart at {{ shop.name }}:\n\n' +
      '{% for item in items %}  {{ item.quantity }} x {{ item.name }}{% if item.options %}\n    {{ item.options }}' +
      '{% endif %}{% if item.sku %}\n    SKU {{ item.sku }}{% endif %}{% unless forloop.last %}\n{% endunless %}' +
      '{% endfor %}\n\nPick up where you left off (on any device):\n{{ links.restore }}\n\n' +
      'We send this reminder once, because you asked for it at checkout.\nNo more reminders: {{ links.unsubscribe }}\n',
    html:
      '<p>You left these in your cart at {{ shop.name }}:</p>\n' +
      '<p>{% for item in items %}{% unless forloop.first %}  {% endunless %}{{ item.quantity }} x {{ item.name }}' +
      '{% if item.options %}<br>\n    {{ item.options }}{% endif %}{% if item.sku %}<br>\n    SKU {{ item.sku }}' +
      '{% endif %}{% unless forloop.last %}<br>\n{% endunless %}{% endfor %}</p>\n' +
      '<p>Pick up where you left off (on any device):<br>\n<a href="{{ links.restore }}">{{ links.restore }}</a></p>\n' +
      '<p>We send this reminder once, because you asked for it at checkout.<br>\n' +
      'No more reminders: <a href="{{ links.unsubscribe }}">{{ links.unsubscribe }}</a></p>',
  },
  'order-confirmation': {
    subject: '[{{ shop.name }}] Order {{ order.number }} confirmed',
    text:
      'Thank you for your order {{ order.number }}. We have received your payment.\n\n' +
      `${LINES_TEXT}\n\n${TOTALS_TEXT}\n\nShipping to:\n${ADDRESS_TEXT}\n\n` +
      `{% if order.guest %}${GUEST_WORDS}\n{{ order.follow_link }}\n\n${ACCOUNT_WORDS}\n` +
      '{% else %}We will write again when your order ships. Follow it here:\n{{ order.follow_link }}\n{% endif %}',
    html:
      '<p>Thank you for your order {{ order.number }}. We have received your payment.</p>\n' +
      `<p>${LINES_HTML}</p>\n<p>${TOTALS_HTML}</p>\n<p>Shipping to:<br>\n${ADDRESS_HTML}</p>\n` +
      `{% if order.guest %}<p>${GUEST_WORDS_HTML}<br>\n` +
      `<a href="{{ order.follow_link }}">{{ order.follow_link }}</a></p>\n<p>${ACCOUNT_WORDS}</p>` +
      '{% else %}<p>We will write again when your order ships. Follow it here:<br>\n' +
      '<a href="{{ order.follow_link }}">{{ order.follow_link }}</a></p>{% endif %}',
  },
  'order-in-production': {
    subject: 'Your order {{ order.number }} is in production',
    text: `${GREETING}\n\nOur workshop has started making the pieces of your order {{ order.number }}.\n\n${PIECES_TEXT}\n${FOLLOW_TEXT}`,
    html: `<p>${GREETING}</p><p>Our workshop has started making the pieces of your order {{ order.number }}.</p>${PIECES_HTML}${FOLLOW_HTML}`,
  },
  'order-ready-to-ship': {
    subject: 'Your order {{ order.number }} is ready to ship',
    text:
      `${GREETING}\n\nThe pieces of your order {{ order.number }} are made: your order is ready to ship. ` +
      `We will write again with its tracking number.\n\n${PIECES_TEXT}\n` +
      '{% if choose_window_link %}Choose the day our crew brings it: {{ choose_window_link }}\n\n{% endif %}' +
      FOLLOW_TEXT,
    html:
      `<p>${GREETING}</p><p>The pieces of your order {{ order.number }} are made: your order is ready to ship. ` +
      `We will write again with its tracking number.</p>${PIECES_HTML}` +
      '{% if choose_window_link %}<p>Choose the day our crew brings it: ' +
      '<a href="{{ choose_window_link }}">{{ choose_window_link }}</a></p>{% endif %}' +
      FOLLOW_HTML,
  },
  'delivery-window-needed': {
    subject: 'Choose a delivery day for your order {{ order.number }}',
    text:
      `${GREETING}\n\nYour order {{ order.number }} needs a delivery window: the one it had could not be kept, ` +
      "or it was waiting for one. Choose the day and time our crew brings it on the order's page: " +
      '{{ order.follow_link }}\n\nWe are sorry for the change. Thank you for shopping with us.',
    html:
      `<p>${GREETING}</p><p>Your order <strong>{{ order.number }}</strong> needs a delivery window: the one it had ` +
      "could not be kept, or it was waiting for one. Choose the day and time our crew brings it on the order's " +
      'page: <a href="{{ order.follow_link }}">{{ order.follow_link }}</a></p>' +
      '<p>We are sorry for the change. Thank you for shopping with us.</p>',
  },
  'case-update': {
    subject: 'Your {{ case.kind }} {{ case.number }}: {{ case.move }}',
    text:
      `${GREETING}\n\n{% case case.move %}{% when 'opened' %}We have received your {{ case.kind }} {{ case.number }} for order {{ order.number }} and will answer within two business days.{% when 'approved' %}Your {{ case.kind }} {{ case.number }} is approved.{% when 'rejected' %}We cannot accept your {{ case.kind }} {{ case.number }}.{% when 'received' %}The items of your {{ case.kind }} {{ case.number }} are back with us.{% when 'refunded' %}Your {{ case.kind }} {{ case.number }} is refunded: {{ case.refund }} goes back to the card you paid with.{% when 'replaced' %}We are sending a replacement for your claim {{ case.number }}: order {{ case.replacement }}, at no cost to you.{% when 'closed' %}Your {{ case.kind }} {{ case.number }} is closed.{% when 'cancelled' %}Your {{ case.kind }} {{ case.number }} is cancelled, as you asked.{% else %}Your {{ case.kind }} {{ case.number }} was updated.{% endcase %}\n{% if case.details %}\n{{ case.details }}\n{% endif %}\n` +
      'You can follow it under {{ order.follow_where }}: {{ order.follow_link }}\n\nThank you for shopping with us.',
    html:
      `<p>${GREETING}</p><p>{% case case.move %}{% when 'opened' %}We have received your {{ case.kind }} {{ case.number }} for order {{ order.number }} and will answer within two business days.{% when 'approved' %}Your {{ case.kind }} {{ case.number }} is approved.{% when 'rejected' %}We cannot accept your {{ case.kind }} {{ case.number }}.{% when 'received' %}The items of your {{ case.kind }} {{ case.number }} are back with us.{% when 'refunded' %}Your {{ case.kind }} {{ case.number }} is refunded: {{ case.refund }} goes back to the card you paid with.{% when 'replaced' %}We are sending a replacement for your claim {{ case.number }}: order {{ case.replacement }}, at no cost to you.{% when 'closed' %}Your {{ case.kind }} {{ case.number }} is closed.{% when 'cancelled' %}Your {{ case.kind }} {{ case.number }} is cancelled, as you asked.{% else %}Your {{ case.kind }} {{ case.number }} was updated.{% endcase %}</p>{% if case.details %}<p>{{ case.details }}</p>{% endif %}` +
      '<p>You can follow it under {{ order.follow_where }}: <a href="{{ order.follow_link }}">{{ order.follow_link }}</a></p>' +
      '<p>Thank you for shopping with us.</p>',
  },
  'order-refunded': {
    subject: 'Refund of {{ refund.amount }} for order {{ order.number }}',
    text:
      `${GREETING}\n\n${REFUND_WHY}\n{% if refund.tax %}${REFUND_TAX}\n{% endif %}${REFUND_WHEN}\n` +
      `{% if credit_note %}${REFUND_NOTE}\n{% endif %}\n` +
      'You can see the order under {{ order.follow_where }}: {{ order.follow_link }}\n\nThank you for shopping with us.',
    html:
      `<p>${GREETING}</p><p>${REFUND_WHY}</p>{% if refund.tax %}<p>${REFUND_TAX}</p>{% endif %}<p>${REFUND_WHEN}</p>` +
      `{% if credit_note %}<p>${REFUND_NOTE}</p>{% endif %}` +
      '<p>You can see the order under {{ order.follow_where }}: <a href="{{ order.follow_link }}">{{ order.follow_link }}</a></p>' +
      '<p>Thank you for shopping with us.</p>',
  },
  'order-shipped': {
    subject: 'Your order {{ order.number }} has shipped',
    text:
      `${GREETING}\n\nYour order {{ order.number }} is on its way with FedEx` +
      '{% if order.shipping_tier %} ({{ order.shipping_tier }} delivery){% endif %}.\n' +
      'Tracking number: {{ order.tracking_number }}\nFollow it here: {{ order.tracking_link }}\n\n' +
      `${FOLLOW_TEXT}\n\nThank you for shopping with us.`,
    html:
      `<p>${GREETING}</p><p>Your order <strong>{{ order.number }}</strong> is on its way with FedEx` +
      '{% if order.shipping_tier %} ({{ order.shipping_tier }} delivery){% endif %}.</p>' +
      '<p>Tracking number: <a href="{{ order.tracking_link }}">{{ order.tracking_number }}</a></p>' +
      `${FOLLOW_HTML}<p>Thank you for shopping with us.</p>`,
  },
  'order-shipment': {
    subject:
      '{% if remaining_items > 0 %}Part of your order {{ order.number }} has shipped' +
      '{% else %}Your order {{ order.number }} has shipped{% endif %}',
    text:
      `${GREETING}\n\nShipment {{ shipment.sequence }} of your order {{ order.number }} is on its way with ` +
      '{{ shipment.carrier }}:\n{% for item in shipment.items %}  {{ item.quantity }} x {{ item.name }}\n{% endfor %}' +
      '{% for parcel in shipment.tracking %}Tracking number: {{ parcel.number }}' +
      '{% if parcel.link %}, follow it here: {{ parcel.link }}{% endif %}\n{% endfor %}' +
      '{% if remaining_items > 0 %}\nThe other {{ remaining_items }} piece(s) will follow in another shipment.\n' +
      '{% endif %}\n' +
      `${FOLLOW_TEXT}\n\nThank you for shopping with us.`,
    html:
      `<p>${GREETING}</p><p>Shipment {{ shipment.sequence }} of your order <strong>{{ order.number }}</strong> ` +
      'is on its way with {{ shipment.carrier }}:</p><ul>{% for item in shipment.items %}' +
      '<li>{{ item.quantity }} x {{ item.name }}</li>{% endfor %}</ul>' +
      '{% for parcel in shipment.tracking %}<p>Tracking number: {% if parcel.link %}<a href="{{ parcel.link }}">' +
      '{{ parcel.number }}</a>{% else %}{{ parcel.number }}{% endif %}</p>{% endfor %}' +
      '{% if remaining_items > 0 %}<p>The other {{ remaining_items }} piece(s) will follow in another shipment.</p>' +
      '{% endif %}' +
      `${FOLLOW_HTML}<p>Thank you for shopping with us.</p>`,
  },
} satisfies Record<string, IMailTemplateParts>;
