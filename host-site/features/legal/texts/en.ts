import type { LegalTexts } from '../legal-types';

/** The legal pages in English. Placeholders: {brand}, {company}, {supportEmail}, {privacyEmail}. */
export const TEXTS: LegalTexts = {
  terms: {
    title: 'Terms of service',
    intro:
      'These terms apply to everyone who uses {brand}: browsing, chatting, messaging and buying. Please read them before you create an account. How we handle your data is explained in our [data-protection notice](dataProtection).',
    sections: [
      {
        id: 'operator',
        title: 'Who runs {brand}',
        blocks: [
          '{brand} is a service of {company}. The same company runs every brand of this platform, so these terms and your account are the same on each of them.',
          { insert: 'operator' },
        ],
      },
      {
        id: 'age',
        title: 'Adults only',
        blocks: [
          '{brand} shows erotic content. You may use it only if you are at least 18 years old and such content is legal where you are. On your first visit we ask you to confirm your age before anything else is shown; when you sign up you confirm it again.',
          'Some videos and pictures are rated 18. You can watch them only after a one-time age verification with our verification partner. Previews, avatars and profile pictures are rated 16 and shown to everyone who confirmed being of age.',
          'Never let a minor use your device while you are logged in, and do not pass on your password. If we learn that an account belongs to someone under 18, we close it at once.',
        ],
      },
      {
        id: 'account',
        title: 'Your account',
        blocks: [
          'You can browse without an account. To chat, write messages, collect favourites or buy, you need an account with a user name, your e-mail address and a password. Your details must be true, and you may hold only one account.',
          'We send a link to confirm your e-mail address. Some functions, such as sharing a video by e-mail, work only once the address is confirmed.',
          'We may restrict or lock an account that breaks these terms, for example by harassing performers, trying to pay with cards that are not yours, or attacking the platform. Coins you paid for are not lost by a lock: write to us and we settle them.',
        ],
      },
      {
        id: 'services',
        title: 'What {brand} offers',
        blocks: [
          'Performers on {brand} are adults who decide themselves when they are online, what they show and what they charge. You can watch their profiles, videos and albums, chat with them live, send messages and gifts in the messenger, and follow them as favourites.',
          'Live chats depend on the performer being online and on your connection. We do our best to keep {brand} available, but we cannot promise that every performer or every function is available at all times. Performers may block countries; their content is then not shown there.',
          'Bought videos and albums stay in your account for you to watch. They are for your private use only: you may not record, copy, publish or pass on content, streams or messages from {brand}.',
        ],
      },
      {
        id: 'coins',
        title: 'Coins, prices and payment',
        blocks: [
          'Prices on {brand} are shown in coins (VXC). One euro buys 4 coins; amounts in euros are converted at this rate and rounded up to whole coins. You see the price in coins before every purchase, and a purchase is charged once, even if you press the button twice.',
          'You buy coins in the payment window ("Top up coins") with a card, from 5 to 500 euros at a time. Live chats are billed per minute while the chat runs; messages and gifts have the price shown in the messenger. VIP and TV subscriptions run for 30 days from purchase, are paid in coins and do not renew by themselves.',
          'If you allow it, your card is kept with the payment provider for one-click payments and for automatic top-ups when your balance runs low. You can switch both off in the payment settings at any time.',
          'Bonus coins, vouchers and bonus codes are gifts: they cannot be paid out and may expire at the date shown with them.',
          'This installation is the reference platform and runs with a sandbox payment provider: no real money is charged, and only the provider\'s test cards are accepted.',
        ],
      },
      {
        id: 'refunds',
        title: 'Right of withdrawal and refunds',
        blocks: [
          'As a consumer in the EU you have 14 days to withdraw from a coin purchase without giving reasons. This right ends early once you spend coins of that purchase, because you asked us to start delivering digital content at once and confirmed that you then lose the right. To withdraw, write to [{supportEmail}](mailto:{supportEmail}) with your user name and the date of the purchase.',
          'We refund coins or money when something went wrong on our side: a payment charged twice, content that does not play although you bought it, or a chat minute billed after the connection broke. Write to us within 30 days and describe what happened; we check our records and answer within a week.',
          'Unused coins you paid for are refunded when your account is closed, at the rate you paid. Bonus coins are not refunded.',
        ],
      },
      {
        id: 'conduct',
        title: 'Rules for a good time',
        blocks: [
          {
            list: [
              'Treat performers and other guests with respect. No insults, threats, hate or pressure.',
              'Do not ask for or send content involving minors, violence without consent, or anything illegal. We report such attempts to the authorities.',
              'Do not try to meet performers against their will, or to find out who they are.',
              'Do not use bots, scripts or other people\'s accounts, and do not try to get around prices, limits or age checks.',
            ],
          },
        ],
      },
      {
        id: 'liability',
        title: 'Liability',
        blocks: [
          'We are liable without limit for intent and gross negligence, for injury to life, body or health, and under product liability law. For slight negligence we are liable only for breaches of essential duties, limited to the damage that was foreseeable when you used the service. Performers are responsible for what they show and say.',
        ],
      },
      {
        id: 'ending',
        title: 'Ending your account',
        blocks: [
          'You can close your account at any time by writing to [{supportEmail}](mailto:{supportEmail}) from the address of your account. We may end the contract with two weeks\' notice, or at once for a serious breach of these terms.',
        ],
      },
      {
        id: 'changes',
        title: 'Changes to these terms',
        blocks: [
          'The date at the top is the version you accept. If we change these terms, we show you a notice at your next visit; the new version applies once you accept it. If you do not accept, you can close your account and your paid coins are refunded.',
        ],
      },
      {
        id: 'law',
        title: 'Law and disputes',
        blocks: [
          'German law applies. If you are a consumer, the protection of the law of the country where you live stays with you. We are neither obliged nor willing to take part in dispute resolution before a consumer arbitration board; please write to us first, we will find a solution.',
        ],
      },
      {
        id: 'contact',
        title: 'Contact',
        blocks: ['Questions about your account, payments or these terms: [{supportEmail}](mailto:{supportEmail}). Questions about your data: [{privacyEmail}](mailto:{privacyEmail}).'],
      },
    ],
  },
  dataProtection: {
    title: 'Data protection',
    intro:
      'This notice explains which data {brand} stores, why, for how long, and what you can do about it. It covers the website, the payment window and the widgets. We do not sell your data, show no third-party advertising and load no third-party trackers.',
    sections: [
      {
        id: 'controller',
        title: 'Who is responsible',
        blocks: [
          'The controller under the General Data Protection Regulation (GDPR) is:',
          { insert: 'operator' },
          'You reach our data-protection contact at [{privacyEmail}](mailto:{privacyEmail}).',
        ],
      },
      {
        id: 'visit',
        title: 'When you visit',
        blocks: [
          'Every visit starts a guest session: a random guest number, kept in the necessary session cookie, so that the site knows you from one page to the next. From your IP address we derive the country you are in, with a database on our own server, to show content that may be shown there and to apply the right prices and taxes. We keep the country with your guest number, not the address. Our server\'s request log records the address, time and requested page of every request, to find errors and attacks; the log is kept for 14 days. Attempts to log in are counted per address and account as protection against password guessing; we store only a hash from which the address cannot be read back.',
          'Legal basis: our legitimate interest in running a secure website (Art. 6(1)(f) GDPR) and our legal duty to show adult content only where it is allowed (Art. 6(1)(c) GDPR).',
        ],
      },
      {
        id: 'account',
        title: 'Your account',
        blocks: [
          'When you sign up we store your user name, your e-mail address, your password as a salted scrypt hash (never the password itself), the country you signed up from, the time you confirmed being 18 or older and the time and version of the terms you accepted. Your settings, favourites, private notes on performers (only you see them), notifications and newsletter subscriptions are stored with your account.',
          'We send you e-mails that belong to your account: the link to confirm your address, password reset links and, only if you subscribe, newsletters. You can unsubscribe from every newsletter at any time.',
          'Legal basis: the contract with you (Art. 6(1)(b) GDPR); for newsletters your consent (Art. 6(1)(a) GDPR).',
        ],
      },
      {
        id: 'payments',
        title: 'Coins and payments',
        blocks: [
          'We keep a ledger of your coins: every top-up, purchase, chat minute, gift and bonus, with amount and time, so that your balance is always right and every charge can be checked. For payments we store the amount, the status, the provider\'s reference and the last four digits of the card. Full card numbers go directly to the payment provider and never reach our servers. If you allow one-click or automatic top-ups, the provider keeps your card and we keep only its token.',
          'Legal basis: the contract (Art. 6(1)(b) GDPR) and our duty to keep accounting records (Art. 6(1)(c) GDPR). Payment records are kept for 10 years, as tax law requires.',
        ],
      },
      {
        id: 'age',
        title: 'Age verification',
        blocks: [
          'For content rated 18 you verify your age once with our verification partner. We store only the result (pending, accepted or rejected) and when it changed, never copies of your ID. If you verify by phone, we store the number and a hash of the code we sent. Legal basis: our legal duty to protect minors (Art. 6(1)(c) GDPR).',
        ],
      },
      {
        id: 'messenger',
        title: 'Messages and chats',
        blocks: [
          'Messages, pictures and gifts you send in the messenger are stored so that the performer and you can read them, until you delete your account. Live chats are not recorded; we store when a chat started and ended and what it cost. Legal basis: the contract (Art. 6(1)(b) GDPR).',
          'Feedback you send us through the survey is stored with your guest number and, if you give one, your e-mail address, to answer you and improve {brand}.',
        ],
      },
      {
        id: 'analytics',
        title: 'Usage analytics',
        blocks: [
          'Only if you allow "Analytics" in the cookie settings do we record how the site is used: which pages and performer profiles are visited and which buttons are used, with your guest number. We use it to improve {brand} and count it only on our own server; no analytics company receives it. Legal basis: your consent (Art. 6(1)(a) GDPR).',
          'Independent of that, we record technical errors (for example a connection that broke) without content, to keep the service running (Art. 6(1)(f) GDPR).',
        ],
      },
      {
        id: 'storage',
        title: 'Cookies and storage in your browser',
        blocks: [
          'Necessary items are set without asking, because the site cannot work without them. Everything else is written only after you allowed its category, and deleted when you take the permission back. This list is generated from the code of the platform, so it always shows what is really stored.',
          { insert: 'storageTable' },
        ],
      },
      {
        id: 'consent',
        title: 'Changing or withdrawing your consent',
        blocks: [
          'You can change your choice at any time with "Cookie settings" at the bottom of every page or with the button below. When you withdraw a category, everything stored under it is deleted at once. Withdrawing does not affect what was done with your consent before.',
          { insert: 'consentButton' },
        ],
      },
      {
        id: 'recipients',
        title: 'Who receives data',
        blocks: [
          'We pass on data only where it is needed for the service, to processors bound by contract: the payment provider (payment data), the age-verification partner (the verification itself), the e-mail delivery service (address and content of the e-mails we send you) and our hosting provider in the EU. Performers see your user name and what you write to them, never your e-mail address or payment data. We do not transfer data to countries outside the EU.',
        ],
      },
      {
        id: 'retention',
        title: 'How long we keep data',
        blocks: [
          {
            list: [
              'A session is valid for 30 days; links in our e-mails expire after one hour and work once.',
              'Account data, messages, favourites and analytics events: until you close your account or ask us to delete them.',
              'Payment and ledger records: 10 years, as tax law requires.',
              'Server request logs: 14 days.',
              'If you never sign up, what we store is linked only to the random guest number in your session cookie: once you delete the cookie, it can no longer be linked to you.',
            ],
          },
        ],
      },
      {
        id: 'rights',
        title: 'Your rights',
        blocks: [
          'You have the right to access your data, to have it corrected or deleted, to restrict its processing, to receive it in a common format and to object to processing based on our legitimate interest. Write to [{privacyEmail}](mailto:{privacyEmail}); we answer within a month. You can also complain to a data-protection authority, for example the Berlin Commissioner for Data Protection and Freedom of Information.',
        ],
      },
      {
        id: 'security',
        title: 'Security',
        blocks: [
          'All pages are served over encrypted connections. Passwords are stored as scrypt hashes, session cookies and e-mail links only as SHA-256 hashes, so that even a copy of our database would not let anyone log in. The pages run under a strict content security policy and load no code from other companies.',
        ],
      },
      {
        id: 'minors',
        title: 'Minors',
        blocks: ['{brand} is not meant for anyone under 18. We knowingly store no data of minors; if we learn of it, we delete the account and its data.'],
      },
      {
        id: 'changes',
        title: 'Changes',
        blocks: ['The date at the top shows the version of this notice. When we change it in a way that matters to you, we tell you on your next visit. The [terms of service](termsOfService) explain the rules of using {brand}.'],
      },
    ],
  },
  ui: {
    asOf: 'As of {date}',
    contents: 'Contents',
    register: 'Register',
    vatId: 'VAT ID',
    managingDirector: 'Managing director',
    email: 'E-mail',
    demoNote: 'This is a demo operator: the company, its address and register entry are examples.',
    tableCaption: 'Stored items',
    columns: { name: 'Name', kind: 'Type', writtenBy: 'Set by', lifetime: 'Lifetime', purpose: 'Purpose' },
    kinds: { cookie: 'Cookie', localStorage: 'Local storage', sessionStorage: 'Session storage' },
    writtenBy: { page: 'This website', server: 'Our server' },
    httpOnly: 'not readable by scripts',
    lifetimeSession: 'Until you close the browser',
    lifetimeUntilDeleted: 'Until deleted or consent is withdrawn',
    categories: {
      necessary: { title: 'Necessary', text: 'Needed for the site to work: your session, your answers to the age question and to the cookie question, and the partner link that brought you. Always on.' },
      functional: { title: 'Functional', text: 'Conveniences such as remembering your recent searches. Only with your consent.' },
      analytics: { title: 'Analytics', text: 'Measuring how the site is used, so we can improve it. Only with your consent.' },
    },
    noItems: 'Nothing of this category is stored in your browser at the moment.',
    openSettings: 'Open cookie settings',
  },
  purposes: {
    session: 'Keeps your guest session, and your login once you log in. Without it, every page would forget you.',
    consent: 'Remembers your cookie choice, including a "no", so that we do not ask again on every page.',
    ageGate: 'Remembers that you confirmed being 18 or older, so the age question is not shown on every visit.',
    statusBar: 'Remembers that you answered the cancellation offer, so the notice about it is not shown again.',
    webmaster: 'The partner id of the website whose link brought you here, so the partner is paid for the visit, a sign-up or a payment. A newer partner link replaces it.',
    subref: 'The campaign details of that same partner link (sub-ids such as the page or the ad it was on).',
    media: 'Proves to the video server that the video links on your page are yours, so a copied link does not play for anyone else. Its content is valid for 30 minutes.',
    playerResume: 'Remembers how far you watched a video, so that it continues from there next time.',
  },
};
