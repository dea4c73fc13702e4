/** English FAQ entries (ids in `content/shared/entries.ts`); item ids are the same in every language. `answer` is Markdown. */
export const faqs = {
  'faq-home': {
    title: 'Frequently asked questions',
    items: [
      {
        id: 'home-how-book',
        question: 'How do I book?',
        answer: 'Enter your postal code, choose a service and a time, and identify yourself with BankID. The confirmation arrives by email straight away.',
      },
      {
        id: 'home-rut',
        question: 'How does the RUT deduction work?',
        answer: 'You pay half the labour cost and we claim the rest from the Swedish Tax Agency. Read more in our [guide to RUT](entry:post-rut-guide).',
      },
      {
        id: 'home-keys',
        question: 'Do I need to be at home when you come?',
        answer: 'No. Most customers leave a key with us. Keys are stored coded in a locked cabinet and signed for every time they are taken out.',
      },
      {
        id: 'home-insurance',
        question: 'What if something gets broken?',
        answer: 'All our staff are covered by our liability insurance. Report the damage to customer service within seven days and we will take care of the rest.',
      },
    ],
  },
  'faq-general': {
    title: 'About Hemglans',
    items: [
      {
        id: 'general-where',
        question: 'Where do you work?',
        answer: 'We work in and around Stockholm, Gothenburg, Malmö, Uppsala and Västerås. Enter your postal code on the home page to see which services we offer where you live.',
      },
      {
        id: 'general-staff',
        question: 'Are your staff employed?',
        answer: 'Yes. Everyone who carries out services for us is employed under a collective agreement, and we use no subcontractors for cleaning.',
      },
      {
        id: 'general-products',
        question: 'Which cleaning products do you use?',
        answer: 'We use eco-labelled products and microfibre cloths. If you would like us to use your own products, that is fine.',
      },
      {
        id: 'general-guarantee',
        question: 'What does the satisfaction guarantee mean?',
        answer: 'If you are not happy with something, tell us within two days and we will come back and redo it at no cost.',
      },
    ],
  },
  'faq-booking': {
    title: 'Booking and changes',
    items: [
      {
        id: 'booking-change',
        question: 'Can I reschedule or cancel?',
        answer: 'Yes, free of charge until 12 noon two working days before the visit. The easiest way is in My pages or the app.',
      },
      {
        id: 'booking-bankid',
        question: 'Why do I need BankID?',
        answer: 'We need to know who you are to apply the RUT and ROT deductions and to protect your account.',
      },
      {
        id: 'booking-first-visit',
        question: 'How does the first visit work?',
        answer: 'For home cleaning we start with a first visit where you and your cleaner go through your home and a checklist together.',
      },
      {
        id: 'booking-sick',
        question: 'What if my cleaner is ill?',
        answer: 'We let you know as soon as we know and offer a replacement or a new time – you choose.',
      },
    ],
  },
  'faq-payment': {
    title: 'Payment and RUT',
    items: [
      {
        id: 'payment-invoice',
        question: 'How do I pay?',
        answer: 'You receive an invoice after the work is done, by e-invoice, Kivra or post. Payment is due within 20 days.',
      },
      {
        id: 'payment-rut-denied',
        question: 'What if the Tax Agency refuses the RUT deduction?',
        answer: 'Then we send an invoice for the difference. It usually happens when the year’s deduction allowance has already been used.',
      },
      {
        id: 'payment-price',
        question: 'Are travel and materials included in the price?',
        answer: 'Yes, for cleaning and window cleaning travel, equipment and products are included. For handyman services materials are added.',
      },
    ],
  },
  'faq-window-cleaning': {
    title: 'Questions about window cleaning',
    items: [
      {
        id: 'window-weather',
        question: 'Do you clean windows when it rains?',
        answer: 'Yes, light rain is no problem. In heavy rain, storms or below-zero temperatures we move the visit to the next available time.',
      },
      {
        id: 'window-count',
        question: 'How do I count my windows?',
        answer: 'A window is one sash that opens. A window with two sashes counts as two. Mullioned windows and glazed balconies are chosen separately.',
      },
      {
        id: 'window-frames',
        question: 'Are frames and sills included?',
        answer: 'Yes, we wipe frames and sills on the inside. Outside ledges are included where we can reach them safely.',
      },
      {
        id: 'window-subscription',
        question: 'Can I have my windows cleaned regularly?',
        answer: 'Yes, with a subscription we come two, four or six times a year and get in touch before every visit.',
      },
    ],
  },
  'faq-deep-cleaning': {
    title: 'Questions about deep cleaning',
    items: [
      {
        id: 'deep-time',
        question: 'How long does a deep clean take?',
        answer: 'A 75 square metre, three-room flat takes about eight working hours, usually two cleaners for four hours.',
      },
      {
        id: 'deep-home',
        question: 'Do I need to be at home?',
        answer: 'No, but it helps if we can reach you by phone. Please clear things off floors and surfaces before we arrive.',
      },
      {
        id: 'deep-oven',
        question: 'Is the oven included?',
        answer: 'Oven cleaning is an add-on you choose when you book, as are the fridge, freezer and windows.',
      },
    ],
  },
  'faq-home-cleaning': {
    title: 'Questions about home cleaning',
    items: [
      {
        id: 'home-cleaning-same',
        question: 'Will I get the same cleaner every time?',
        answer: 'Yes, you get a regular cleaner. If your cleaner is on leave or ill, we offer a replacement or a new time.',
      },
      {
        id: 'home-cleaning-binding',
        question: 'Is there a minimum term?',
        answer: 'No. You can pause or cancel with two weeks’ notice.',
      },
      {
        id: 'home-cleaning-included',
        question: 'What does home cleaning include?',
        answer: '- Dusting of clear surfaces\n- Vacuuming and mopping of floors\n- Cleaning of kitchen and bathroom\n- Emptying the bins\n\nTogether with your cleaner you decide what matters most in your home.',
      },
      {
        id: 'home-cleaning-pets',
        question: 'I have pets. Is that all right?',
        answer: 'Absolutely. Tell us about your pets when you book so we can send a cleaner without pet allergies.',
      },
    ],
  },
  'faq-moving-cleaning': {
    title: 'Questions about move-out cleaning',
    items: [
      {
        id: 'moving-guarantee',
        question: 'What does the inspection guarantee mean?',
        answer: 'If the buyer or landlord has a remark about the cleaning, we come back within 48 hours and put it right at no cost.',
      },
      {
        id: 'moving-when',
        question: 'When should I book the move-out clean?',
        answer: 'Ideally two to four weeks in advance. Around the turn of the month we fill up quickly.',
      },
      {
        id: 'moving-empty',
        question: 'Does the home have to be empty?',
        answer: 'Yes, furniture and boxes must be out so we can clean everywhere.',
      },
    ],
  },
  'faq-handyman': {
    title: 'Questions about handyman services',
    items: [
      {
        id: 'handyman-rot',
        question: 'Do I get the ROT deduction?',
        answer: 'Yes, on the labour cost. The deduction is 30 per cent and comes straight off the invoice.',
      },
      {
        id: 'handyman-material',
        question: 'Does the handyman bring materials?',
        answer: 'Yes, screws, plugs and other consumables are included. Larger materials are bought in as agreed.',
      },
      {
        id: 'handyman-electric',
        question: 'Do you do electrical and plumbing work?',
        answer: 'We do simple replacements such as lamps and switches in existing boxes. Work that requires a licence is arranged with an authorised partner.',
      },
    ],
  },
  'faq-gardening': {
    title: 'Questions about gardening',
    items: [
      {
        id: 'garden-waste',
        question: 'Do you take care of the garden waste?',
        answer: 'We can put it on your compost or take it away for a fee.',
      },
      {
        id: 'garden-machines',
        question: 'Do I need my own machines?',
        answer: 'No, we bring lawnmowers, hedge trimmers and whatever else is needed.',
      },
      {
        id: 'garden-season',
        question: 'When is the season?',
        answer: 'We offer regular care from April to October. Spring and autumn clean-ups are booked in March–May and September–November.',
      },
    ],
  },
  'faq-recycling': {
    title: 'Questions about recycling',
    items: [
      {
        id: 'recycling-what',
        question: 'What can you collect?',
        answer: 'Furniture, appliances, electronics, boxes and bulky waste. We do not collect hazardous waste.',
      },
      {
        id: 'recycling-rut',
        question: 'Do I get the RUT deduction?',
        answer: 'Yes, on the labour cost of carrying out and removing household goods. Disposal fees do not qualify.',
      },
      {
        id: 'recycling-second-hand',
        question: 'What happens to things that still work?',
        answer: 'Furniture in one piece and working appliances go to second hand.',
      },
    ],
  },
  'faq-office-cleaning': {
    title: 'Questions about office cleaning',
    items: [
      {
        id: 'office-when',
        question: 'When do you clean?',
        answer: 'Whenever suits you – early in the morning, during the day or after office hours.',
      },
      {
        id: 'office-contract',
        question: 'How long is the contract?',
        answer: 'Our agreements run until further notice with three months’ notice. We also offer a trial month.',
      },
      {
        id: 'office-supplies',
        question: 'Can you top up supplies?',
        answer: 'Yes, we can handle paper, soap and bin bags and include them on the same invoice.',
      },
    ],
  },
  'faq-office-moving': {
    title: 'Questions about office moving',
    items: [
      {
        id: 'office-moving-weekend',
        question: 'Can you move us over a weekend?',
        answer: 'Yes, we do most office moves from Friday evening to Sunday so you can start work on Monday.',
      },
      {
        id: 'office-moving-it',
        question: 'Do you move IT equipment?',
        answer: 'We pack and move computers and screens safely. Network connection is done by your IT supplier.',
      },
      {
        id: 'office-moving-insurance',
        question: 'Are the goods insured?',
        answer: 'Yes, everything we move is covered by our transport insurance.',
      },
    ],
  },
  'faq-housing-cooperatives': {
    title: 'Questions from housing cooperatives',
    items: [
      {
        id: 'brf-report',
        question: 'How does the board know what has been done?',
        answer: 'After every visit the board receives a short report of what was done and anything out of the ordinary.',
      },
      {
        id: 'brf-start',
        question: 'How do we get started?',
        answer: 'We meet the board, walk around the property and send a quote within a week.',
      },
      {
        id: 'brf-snow',
        question: 'Is snow clearing included?',
        answer: 'Snow clearing and gritting of paths can be part of the outdoor agreement.',
      },
    ],
  },
};

/**
 * Unpublished changes to FAQ entries, by FAQ id and item id: the seed
 * stores them as the entry's draft over its published version, so editors
 * see them in preview and visitors still read the published answer.
 */
export const faqDrafts = {
  'faq-home': {
    items: {
      'home-insurance': {
        answer: 'All our staff are covered by our liability insurance. Report the damage to customer service within 14 days, in the app or on My pages, and we will take care of the rest.',
      },
    },
  },
};
