/**
 * English texts of the pages in `content/shared/entries.ts`, by entry id and
 * section id. `body` is Markdown; links in Markdown may use `entry:` and
 * `route:` targets.
 */
export const pages = {
  home: {
    title: 'Hemglans',
    seo: {
      title: 'Hemglans – home cleaning, window cleaning and handymen with RUT',
      description:
        'Book home cleaning, window cleaning, deep cleaning and move-out cleaning in Stockholm, Gothenburg, Malmö and Uppsala. Fixed prices, insured work and the RUT deduction straight on the invoice.',
    },
    sections: {
      hero: {
        title: 'More time for what you enjoy',
        subtitle: 'We clean, wash windows and fix the things that never get done. Enter your postal code to see what we offer where you live.',
      },
      booking: {
        title: 'Book cleaning in two minutes',
        text: 'Pick a service, see available times and book straight away. We deduct RUT on the invoice.',
      },
      why: {
        title: 'Why 40,000 households choose Hemglans',
        items: [
          { title: 'The same cleaner every time', text: 'With home cleaning you get a regular cleaner who learns your home and how you like things.' },
          { title: 'Satisfaction guarantee', text: 'Not quite what you expected? Tell us within two days and we will come back at no cost.' },
          { title: 'Employed and insured', text: 'Everyone who works for us has a collective agreement, training and liability insurance.' },
          { title: 'Easy in the app', text: 'Reschedule, leave instructions and see your invoices whenever it suits you.' },
        ],
      },
      services: {
        title: 'Help with the whole home',
        items: [
          {
            title: 'Home cleaning',
            body: 'Every other week, every week or once a month. We dust, vacuum and mop – and leave the kitchen and bathroom sparkling.',
            action: { label: 'About home cleaning' },
          },
          {
            title: 'Window cleaning',
            body: 'Clear windows inside and out, frames and sills included. Book once or as a subscription in spring and autumn.',
            action: { label: 'About window cleaning' },
          },
          {
            title: 'Handyman',
            body: 'Pictures, lamps, shelves and broken skirting boards. Our handymen take care of the small jobs – with the ROT deduction.',
            action: { label: 'About handyman services' },
          },
          {
            title: 'Gardening',
            body: 'Lawn mowing, hedge trimming and spring clean-up of the flower beds. We look after the garden while you enjoy it.',
            action: { label: 'About gardening' },
          },
        ],
      },
      steps: {
        title: 'How to book',
        steps: [
          { title: 'Enter your postal code', text: 'You will see which services we offer where you live.' },
          { title: 'Choose a time and scope', text: 'You see the price after the RUT deduction before you confirm.' },
          { title: 'Identify with BankID', text: 'Done! The confirmation arrives by email and in the app.' },
        ],
      },
      testimonials: {
        title: 'What our customers say',
        items: [
          {
            title: 'Karin, Bromma',
            subtitle: 'Home cleaning every other week',
            description: 'We have had the same cleaner for three years. It is like coming home to a hotel room every other Friday.',
          },
          {
            title: 'Ahmed, Mölndal',
            subtitle: 'Move-out cleaning',
            description: 'The inspection passed without a single remark. Worth every krona when you have a thousand other things on your mind.',
          },
          {
            title: 'Lena and Per, Lund',
            subtitle: 'Window cleaning',
            description: 'Quick, thorough and friendly. They even did the tall windows in the stairwell.',
          },
          {
            title: 'Sofia, Uppsala',
            subtitle: 'Deep cleaning',
            description: 'The oven looks brand new. I had given up hope on it.',
          },
        ],
      },
      reviews: { title: 'Reviews from our customers' },
      articles: { title: 'Tips and news' },
      faq: { title: 'Frequently asked questions' },
      app: {
        title: 'Hemglans on your phone',
        text: 'Reschedule, leave messages for your cleaner and keep track of invoices in our app. Log in with BankID.',
      },
      areas: {
        title: 'Where we work',
        areas: [
          { name: 'Stockholm' },
          { name: 'Solna' },
          { name: 'Sundbyberg' },
          { name: 'Nacka' },
          { name: 'Lidingö' },
          { name: 'Danderyd' },
          { name: 'Täby' },
          { name: 'Sollentuna' },
          { name: 'Huddinge' },
          { name: 'Järfälla' },
          { name: 'Gothenburg' },
          { name: 'Mölndal' },
          { name: 'Partille' },
          { name: 'Kungsbacka' },
          { name: 'Kungälv' },
          { name: 'Malmö' },
          { name: 'Lund' },
          { name: 'Staffanstorp' },
          { name: 'Uppsala' },
          { name: 'Knivsta' },
          { name: 'Västerås' },
        ],
      },
    },
  },

  services: {
    title: 'Services',
    seo: {
      title: 'Our services for homes and businesses | Hemglans',
      description: 'Home cleaning, window cleaning, deep cleaning, move-out cleaning, handymen, gardening and recycling – plus services for offices and housing cooperatives.',
    },
    sections: {
      hero: {
        title: 'Our services',
        subtitle: 'From weekly cleaning to office moves. All done by employed, trained and insured staff.',
      },
      more: { title: 'For your home' },
      audiences: {
        items: [
          {
            title: 'For households',
            body: 'All our home services qualify for the **RUT or ROT deduction**. You only pay your share – we handle the rest with the Swedish Tax Agency.',
            action: { label: 'See home cleaning' },
          },
          {
            title: 'For businesses and associations',
            body: 'Office cleaning, office moves and property care. One agreement, one contact person and a fixed monthly price.',
            action: { label: 'Business services' },
          },
        ],
      },
      rut: {
        text: 'With the RUT deduction you pay half the labour cost. We deduct it straight on the invoice.',
        action: { label: 'How RUT works' },
      },
      faq: { title: 'Questions about our services' },
    },
  },

  'service-window-cleaning': {
    title: 'Window cleaning',
    seo: {
      title: 'Window cleaning with the RUT deduction – book online | Hemglans',
      description: 'Professional window cleaning inside and out. Book once or as a subscription, with the RUT deduction and a satisfaction guarantee.',
    },
    tags: ['window cleaning'],
    sections: {
      hero: {
        title: 'Window cleaning that makes a difference',
        subtitle: 'Clear, streak-free windows – inside and out, frames and sills. See prices and available times for your postal code.',
      },
      intro: {
        title: 'We take care of every kind of window',
        body:
          'Our window cleaners bring everything needed: scrapers, squeegees, ladders and eco-labelled detergent. We clean **ordinary windows, mullioned windows, glazed balconies and skylights** up to four metres.\n\nYou pay per window, so the price is clear before we arrive. With the RUT deduction you only pay half the labour cost.',
        action: { label: 'Book window cleaning' },
      },
      steps: {
        title: 'How it works',
        steps: [
          { title: 'Count your windows', text: 'Tell us how many windows and which kinds you have, and we calculate the price straight away.' },
          { title: 'Pick a time', text: 'We arrive as agreed, usually within a week.' },
          { title: 'Enjoy the view', text: 'We leave no streaks – and no footprints on the floor.' },
        ],
      },
      widget: { title: 'Book right here' },
      testimonials: {
        title: 'Happy customers',
        items: [
          {
            title: 'Gunilla, Täby',
            subtitle: 'Window cleaning twice a year',
            description: 'I never have to remind them. They get in touch in April and October and then it is simply done.',
          },
          {
            title: 'Lena and Per, Lund',
            subtitle: 'Window cleaning',
            description: 'Quick, thorough and friendly. They even did the tall windows in the stairwell.',
          },
        ],
      },
      faq: { title: 'Questions about window cleaning' },
      articles: { title: 'More about windows', tags: ['window cleaning'] },
      more: { title: 'More services' },
    },
  },

  'service-deep-cleaning': {
    title: 'Deep cleaning',
    seo: {
      title: 'Deep cleaning – from floor to ceiling | Hemglans',
      description: 'Thorough deep cleaning of the whole home, including oven, fridge and bathroom. A fixed price by the size of your home and RUT on the invoice.',
    },
    tags: ['cleaning'],
    sections: {
      hero: {
        title: 'Deep cleaning from floor to ceiling',
        subtitle: 'A thorough clean of the whole home, before spring, a party or simply because it is time.',
      },
      intro: {
        title: 'When regular cleaning is not enough',
        body:
          'A deep clean covers what there is no time for every week: **descaling tiles, cleaning skirting boards, doors and radiators**, and everything that has gathered on top of the cupboards.\n\nThe price depends on the size of your home and you see it before you book. Want the oven, fridge or windows included? Add them when you book.',
      },
      included: {
        title: 'What is included',
        items: [
          {
            title: 'Kitchen',
            body: '- Cupboard doors, handles and tiles\n- Hob, extractor fan and sink\n- Microwave and small appliances on the outside',
          },
          {
            title: 'Bathroom',
            body: '- Descaling of tiles, taps and shower screen\n- Toilet, washbasin and floor drain\n- Mirrors and cabinets',
          },
          {
            title: 'Living room and bedrooms',
            body: '- Dusting of skirting boards, doors and radiators\n- Vacuuming and mopping of floors\n- Vacuuming of upholstered furniture',
          },
        ],
      },
      how: {
        title: 'How it works',
        items: [
          { title: 'Fixed price', text: 'The price is based on floor area. No surprises afterwards.' },
          { title: 'We bring everything', text: 'Our cleaners bring equipment and eco-labelled products.' },
          { title: 'Two cleaners', text: 'In most homes we work in pairs, so it is done faster.' },
          { title: 'Guarantee', text: 'If you are not satisfied, we come back and redo whatever was not right.' },
        ],
      },
      addons: {
        title: 'Add-ons',
        body: 'Add what you need when you book:\n\n- **Oven cleaning** – inside, trays and racks\n- **Fridge and freezer** – defrosting and cleaning\n- **Window cleaning** – same day, same visit\n- **Balcony** – sweeping and wiping the railing',
      },
      faq: { title: 'Questions about deep cleaning' },
      book: { text: 'See prices and available times for your home.', action: { label: 'Book deep cleaning' } },
      more: { title: 'More services' },
    },
  },

  'service-home-cleaning': {
    title: 'Home cleaning',
    seo: {
      title: 'Home cleaning with a regular cleaner and RUT | Hemglans',
      description: 'Regular home cleaning every week, every other week or once a month. A regular cleaner, a satisfaction guarantee and the RUT deduction straight on the invoice.',
    },
    tags: ['cleaning'],
    sections: {
      hero: {
        title: 'Home cleaning that fits your life',
        subtitle: 'The same cleaner every time, on the day that suits you. Enter your postal code to get started.',
      },
      booking: {
        title: 'Choose what suits you',
        text: 'Regular cleaning with a regular cleaner, or a one-time clean when you need it.',
      },
      intro: {
        title: 'A clean home without having to think about it',
        body:
          'Your cleaner comes on the same weekday and time and follows a checklist you go through together on the first visit. Want to change something? Leave a message in the app.\n\nHome cleaning includes **dusting, vacuuming, mopping, cleaning the kitchen and bathroom** and changing the bed linen if you like. You decide what matters most.',
      },
      steps: {
        title: 'How to get started',
        steps: [
          { title: 'Book a first visit', text: 'We walk through your home and your wishes together.' },
          { title: 'Meet your cleaner', text: 'You get a regular cleaner who comes at the same time every visit.' },
          { title: 'Sit back', text: 'Change, pause or cancel whenever you like – no minimum term.' },
        ],
      },
      rut: {
        text: 'You only pay half the labour cost thanks to the RUT deduction. We handle the application.',
        action: { label: 'About the RUT deduction' },
      },
      testimonials: {
        title: 'Our customers on home cleaning',
        items: [
          {
            title: 'Karin, Bromma',
            subtitle: 'Home cleaning every other week',
            description: 'We have had the same cleaner for three years. It is like coming home to a hotel room every other Friday.',
          },
          {
            title: 'Jonas, Kungsholmen',
            subtitle: 'Home cleaning every week',
            description: 'Two small children and two full-time jobs. Home cleaning is the best investment we have made.',
          },
          {
            title: 'Sofia, Uppsala',
            subtitle: 'One-time cleaning',
            description: 'I booked a clean before my in-laws came to visit. Now I have a subscription.',
          },
        ],
      },
      faq: { title: 'Questions about home cleaning' },
      articles: { title: 'Cleaning tips' },
      more: { title: 'More services' },
    },
  },

  'service-moving-cleaning': {
    title: 'Move-out cleaning',
    seo: {
      title: 'Move-out cleaning with an inspection guarantee | Hemglans',
      description: 'Move-out cleaning to the estate agents’ checklist, with an inspection guarantee and the RUT deduction. A fixed price by the size of your home.',
    },
    tags: ['moving'],
    sections: {
      hero: {
        title: 'Move-out cleaning with a guarantee',
        subtitle: 'We leave the home ready for inspection. If the buyer or landlord has a remark, we come back at no cost.',
      },
      intro: {
        title: 'One thing less to think about when you move',
        body:
          'The move-out clean follows the checklist most estate agents and landlords use. We clean **the whole home including appliances, storage and windows**, and you get an inspection guarantee included.\n\nBook in good time – the turn of the month fills up first.',
        action: { label: 'Book move-out cleaning' },
      },
      checklist: {
        title: 'What the move-out clean includes',
        body:
          '### Every room\n\n- Floors, skirting boards, doors, frames and radiators\n- Wardrobes and cupboards inside and out\n- Windows inside and out, including between the panes\n\n### Kitchen\n\n- Oven, trays and racks\n- Fridge and freezer, defrosted\n- Extractor fan, filter and dishwasher\n\n### Bathroom\n\n- Tiles and grout descaled\n- Floor drain cleared\n- Washing machine and tumble dryer, filters included',
      },
      steps: {
        title: 'From booking to handing over the keys',
        steps: [
          { title: 'Book in good time', text: 'Ideally two to four weeks before the handover.' },
          { title: 'Empty the home', text: 'We clean once the furniture is out, so we can reach everywhere.' },
          { title: 'Hand over with peace of mind', text: 'If the inspection has a remark, we fix it within 48 hours.' },
        ],
      },
      widget: { title: 'See available times' },
      faq: { title: 'Questions about move-out cleaning' },
      articles: { title: 'Guides for your move' },
      more: { title: 'More services' },
    },
  },

  'service-handyman': {
    title: 'Handyman',
    seo: {
      title: 'Handymen for small jobs at home | Hemglans',
      description: 'Assembly, mounting, repairs and simple carpentry. Experienced handymen with the ROT deduction straight on the invoice.',
    },
    tags: ['handyman'],
    sections: {
      hero: {
        title: 'A handyman for the small jobs',
        subtitle: 'Shelves, lamps, pictures and that door that will not close. Describe the job and we will get back with a proposal.',
      },
      jobs: {
        title: 'Common jobs',
        items: [
          {
            title: 'Assembly',
            body: 'Furniture, wardrobes, kitchen doors and bookcases – assembled and anchored to the wall.',
          },
          {
            title: 'Mounting',
            body: 'Pictures, mirrors, curtain rods and TV brackets, straight and steady whatever the wall.',
          },
          {
            title: 'Repairs',
            body: 'Skirting boards, thresholds, sticking doors and cupboard doors that hang crooked.',
          },
        ],
      },
      steps: {
        title: 'How it works',
        steps: [
          { title: 'Describe the job', text: 'Tell us what needs doing, preferably with photos.' },
          { title: 'Get a proposal', text: 'We get back within one working day with a price and a time.' },
          { title: 'Done', text: 'The handyman brings the tools and materials needed.' },
        ],
      },
      book: { text: 'Got a list of small jobs? Gather them in one visit.', action: { label: 'Describe your job' } },
      faq: { title: 'Questions about handyman services' },
      more: { title: 'More services' },
    },
  },

  'service-gardening': {
    title: 'Gardening',
    seo: {
      title: 'Garden maintenance with the RUT deduction | Hemglans',
      description: 'Lawn mowing, hedge trimming, spring and autumn clean-ups and care while you are on holiday. Experienced gardeners with the RUT deduction.',
    },
    tags: ['garden'],
    sections: {
      hero: {
        title: 'A garden to enjoy',
        subtitle: 'We mow, weed and rake so you can sit in the sun. See what we offer at your postal code.',
      },
      intro: {
        title: 'Garden work qualifies for RUT',
        body:
          'Lawn mowing, weeding, hedge trimming and raking leaves qualify for **the RUT deduction on half the labour cost**. We bring the machines and can take away the garden waste.\n\nOur gardeners have many years in the trade and are happy to advise on pruning and planting.',
      },
      seasons: {
        title: 'Choose what suits your garden',
        items: [
          {
            title: 'Spring and autumn clean-up',
            body: 'We rake, weed the beds, cut back perennials and get the garden ready for the season.',
            action: { label: 'Book a spring or autumn clean-up' },
          },
          {
            title: 'Regular care',
            body: 'Lawn mowing and weeding every week or every other week during the season.',
            action: { label: 'Request a quote for regular care' },
          },
          {
            title: 'While you are away',
            body: 'We water, mow the lawn and harvest what ripens while you are on holiday.',
            action: { label: 'Book holiday care' },
          },
        ],
      },
      faq: { title: 'Questions about gardening' },
      articles: { title: 'Garden tips', tags: ['garden'] },
      more: { title: 'More services' },
    },
  },

  'service-recycling': {
    title: 'Recycling',
    seo: {
      title: 'Furniture removal and recycling | Hemglans',
      description: 'We collect furniture, appliances and bulky waste and take it to recycling or second hand. RUT deduction on the labour.',
    },
    tags: ['moving'],
    sections: {
      hero: {
        title: 'We take away what you no longer need',
        subtitle: 'Furniture, appliances and bulky waste collected and sorted – whatever can be used again is passed on.',
      },
      intro: {
        title: 'Recycling without the hassle',
        body:
          'No need to hire a trailer or drive to the recycling centre. We carry out, load and **sort according to the municipality’s rules**. Furniture in good condition goes to second hand.\n\nRemoval of household goods qualifies for RUT, so you only pay half the labour cost.',
      },
      what: {
        title: 'What we collect',
        body: '- Furniture and rugs\n- Appliances and electronics\n- Boxes and packaging after a move\n- Garden furniture and barbecues\n\nWe do not collect hazardous waste such as paint, chemicals or asbestos.',
      },
      faq: { title: 'Questions about recycling' },
      more: { title: 'More services' },
    },
  },

  'service-carpet-cleaning': {
    title: 'Carpet cleaning',
    seo: {
      title: 'Carpet cleaning with collection and delivery | Hemglans',
      description: 'We collect your rugs, wash them gently and bring them back clean and dry within two weeks.',
    },
    tags: ['cleaning', 'rugs'],
    sections: {
      hero: {
        title: 'Rugs that feel like new',
        subtitle: 'We collect, wash and bring them back – you do not have to carry a thing.',
        action: { label: 'Ask about carpet cleaning' },
      },
      intro: {
        title: 'Gentle washing for every material',
        body:
          'Wool, cotton, synthetic and hand-knotted rugs are washed separately with **methods suited to the material**. Stains are pre-treated and the rug is dried hanging so that it keeps its shape.\n\nCollection and delivery are included in Stockholm, Gothenburg and Malmö.',
      },
      what: {
        title: 'How it works',
        body: '1. Tell us which rugs you have and roughly how big they are.\n2. We collect them on a day that suits you.\n3. Within two weeks they come back, clean and dry.',
      },
      more: { title: 'More services' },
    },
  },

  business: {
    title: 'For businesses',
    seo: {
      title: 'Cleaning and services for businesses | Hemglans',
      description: 'Office cleaning, office moves and services for housing cooperatives. One contact person, clear agreements and staff with collective agreements.',
    },
    sections: {
      hero: {
        title: 'A workplace that feels welcoming',
        subtitle: 'Cleaning and services for offices, shops and housing cooperatives – with a dedicated contact person.',
        action: { label: 'Contact our business team' },
      },
      offer: {
        title: 'Services for businesses and associations',
        items: [
          {
            title: 'Office cleaning',
            body: 'Daily, weekly or as needed. We plan the schedule around your business.',
            action: { label: 'About office cleaning' },
          },
          {
            title: 'Office moving',
            body: 'Planning, packing, transport and move-out cleaning – so you are up and running again on Monday.',
            action: { label: 'About office moving' },
          },
          {
            title: 'Housing cooperatives',
            body: 'Stairwell cleaning, outdoor areas and property care under one agreement for the whole association.',
            action: { label: 'About services for cooperatives' },
          },
        ],
      },
      widget: { title: 'Book a meeting with us' },
      testimonials: {
        title: 'Businesses that work with us',
        items: [
          {
            title: 'Advertising agency, Södermalm',
            subtitle: 'Office cleaning three days a week',
            description: 'The cleaning is done before we arrive in the morning. We only notice it because everything is clean.',
          },
          {
            title: 'BRF Eken, Solna',
            subtitle: 'Stairwell cleaning and outdoor areas',
            description: 'The board now has one contact person to call instead of five different suppliers.',
          },
        ],
      },
      benefits: {
        title: 'Home cleaning as an employee benefit',
        text: 'Give your employees more time off: they book home cleaning with us, with the RUT deduction as usual, and we agree the terms with you. Tell us about your company and our sales team will get back to you.',
      },
      contact: {
        title: 'Talk to us',
        text: 'We visit you free of charge and send a quote within a week.',
        openingHours: ['Monday–Friday 8 am–5 pm'],
      },
      partner: {
        title: 'Become a partner',
        text: 'Do you run a housing company, an estate agency or another business whose customers need help at home? Apply to become a partner and our sales team will contact you.',
      },
      more: { title: 'Read more' },
    },
  },

  'service-office-cleaning': {
    title: 'Office cleaning',
    seo: {
      title: 'Office cleaning tailored to your business | Hemglans',
      description: 'Regular office cleaning with a dedicated team, monthly quality follow-up and eco-labelled products. Request a quote today.',
    },
    tags: ['business'],
    sections: {
      hero: {
        title: 'Office cleaning you notice',
        subtitle: 'A clean office is more pleasant and healthier. Tell us about your workplace and we will get back with a proposal.',
      },
      intro: {
        title: 'A dedicated team that knows your office',
        body:
          'We draw up a cleaning plan with you: what is done, how often and when. The same team comes every time and **we follow up on quality every month**.\n\nWe use eco-labelled products and microfibre cloths and can take care of supplies such as paper and soap.',
      },
      how: {
        title: 'How we work',
        items: [
          { title: 'Free visit', text: 'We go through the premises and your needs on site.' },
          { title: 'Clear quote', text: 'A fixed monthly price with a cleaning plan showing what is included.' },
          { title: 'Dedicated team', text: 'The same people every time, with access cards and keys kept by us.' },
          { title: 'Follow-up', text: 'Monthly quality checks and a contact person who answers.' },
        ],
      },
      contact: {
        title: 'Request a quote',
        text: 'Call or email our business team.',
        openingHours: ['Monday–Friday 8 am–5 pm'],
      },
      faq: { title: 'Questions about office cleaning' },
      more: { title: 'More business services' },
    },
  },

  'service-office-moving': {
    title: 'Office moving',
    seo: {
      title: 'Office moves from planning to unpacking | Hemglans',
      description: 'We plan, pack, move and clean – so your business is up and running again straight after the move.',
    },
    tags: ['business', 'moving'],
    sections: {
      hero: {
        title: 'Office moves without downtime',
        subtitle: 'We move you over the weekend and leave the old premises clean. Describe the move and we will come back with a plan.',
      },
      intro: {
        title: 'One project manager from start to finish',
        body:
          'You get a project manager who draws up a timeline, books the lift and loading zone and coordinates with the landlord. We **pack, label, move and set up** the workstations on site.\n\nYou can add move-out cleaning of the old premises and removal of furniture you are not taking with you.',
      },
      steps: {
        title: 'How an office move works',
        steps: [
          { title: 'Survey', text: 'We go through the premises and make a moving plan with you.' },
          { title: 'Packing and labelling', text: 'Every box and piece of furniture gets a place in the new premises.' },
          { title: 'Move and set-up', text: 'The workstations are ready when you come back.' },
          { title: 'Cleaning', text: 'We clean the old premises ahead of the final inspection.' },
        ],
      },
      book: { text: 'Tell us about your move and we will get in touch within one working day.', action: { label: 'Request a quote for an office move' } },
      faq: { title: 'Questions about office moving' },
      more: { title: 'More business services' },
    },
  },

  'service-housing-cooperatives': {
    title: 'Housing cooperatives',
    seo: {
      title: 'Cleaning and care for housing cooperatives | Hemglans',
      description: 'Stairwell cleaning, outdoor areas and property care for housing cooperatives. One agreement, one contact person and happy residents.',
    },
    tags: ['business'],
    sections: {
      hero: {
        title: 'A pleasant home for the whole association',
        subtitle: 'Stairwell cleaning, outdoor areas and property care under one agreement.',
      },
      offer: {
        title: 'How we can help your association',
        items: [
          { title: 'Stairwell cleaning', body: 'Entrances, stairwells, lifts and laundry rooms cleaned on a fixed schedule.' },
          { title: 'Outdoor areas', body: 'Lawn mowing, flower beds, raking leaves and clearing snow from paths.' },
          { title: 'Property care', body: 'Changing lights, checking shared spaces and small repairs.' },
        ],
      },
      board: {
        title: 'For the board',
        body:
          'As a board you want to spend your time on the right things. With us you get **one contact person, one invoice a month and a report** after every visit. The agreement can be ended with three months’ notice.\n\nWe are happy to meet the board to go through the association’s needs – free of charge.',
      },
      contact: {
        title: 'Contact us',
        text: 'Book a meeting and we will walk around the property together.',
        openingHours: ['Monday–Friday 8 am–5 pm'],
      },
      faq: { title: 'Questions from housing cooperatives' },
      more: { title: 'More business services' },
    },
  },

  faq: {
    title: 'FAQ',
    seo: {
      title: 'Frequently asked questions | Hemglans',
      description: 'Answers to common questions about booking, payment, the RUT deduction, keys and insurance.',
    },
    sections: {
      hero: { title: 'Frequently asked questions', subtitle: 'The answers to what our customers ask most often.' },
      general: { title: 'About Hemglans' },
      booking: { title: 'Booking and changes' },
      payment: { title: 'Payment and RUT' },
      contact: { text: 'Did not find the answer? Our customer service is happy to help.', action: { label: 'Contact us' } },
    },
  },

  contact: {
    title: 'Contact',
    seo: {
      title: 'Contact Hemglans – customer service and offices',
      description: 'Call, email or visit us. Customer service is open weekdays 8 am–5 pm and Saturdays 10 am–2 pm. Offices in Stockholm, Gothenburg, Malmö and Uppsala.',
    },
    sections: {
      hero: { title: 'Contact us', subtitle: 'We answer questions about bookings, invoices and services.' },
      customerService: {
        title: 'Customer service',
        text: 'The quickest way to reach us is in the app or by phone. We answer emails within one working day.',
        openingHours: ['Monday–Friday 8 am–5 pm', 'Saturday 10 am–2 pm', 'Sunday closed'],
      },
      offices: { title: 'Our offices' },
      team: {
        title: 'Contact people',
        employees: [
          { role: 'Head of Customer Service' },
          { role: 'Regional Manager, Stockholm' },
          { role: 'Regional Manager, Gothenburg' },
          { role: 'Regional Manager, Malmö' },
          { role: 'Regional Manager, Uppsala' },
        ],
      },
      faq: { title: 'Before you get in touch' },
    },
  },

  careers: {
    title: 'Careers',
    seo: {
      title: 'Work with us | Hemglans',
      description: 'We are looking for cleaners, window cleaners, handymen and gardeners. Permanent employment, collective agreements and paid training.',
    },
    sections: {
      hero: { title: 'Work at Hemglans', subtitle: 'Permanent employment, a collective agreement and colleagues who care.' },
      intro: {
        title: 'A job to be proud of',
        body:
          'Everyone at Hemglans is **employed under a collective agreement**, with scheduled hours and paid travel time between customers. You get introductory training and work clothes, and there is always a team leader to call.\n\nWe believe the same person should visit the same customer. It makes the job more rewarding and the customers happier.',
      },
      benefits: {
        title: 'What you get',
        items: [
          { title: 'Collective agreement', text: 'Pay, pension and insurance according to the agreement.' },
          { title: 'Training', text: 'Paid introduction and the chance to become a team leader.' },
          { title: 'Wellness', text: 'A wellness allowance and work clothes that last.' },
          { title: 'Planned days', text: 'Your schedule is ready a week ahead, travel time included.' },
        ],
      },
      jobs: { title: 'Open positions' },
      voices: {
        title: 'Our people',
        items: [
          {
            title: 'Maja, cleaner in Stockholm',
            subtitle: 'With Hemglans since 2021',
            description: 'I have my own customers and know what to expect every day. That makes a big difference.',
          },
          {
            title: 'Dawit, window cleaner in Gothenburg',
            subtitle: 'With Hemglans since 2019',
            description: 'I started as a cleaner and today I lead the window cleaning team in Gothenburg.',
          },
          {
            title: 'Hanna, gardener in Uppsala',
            subtitle: 'With Hemglans since 2023',
            description: 'Being outdoors all day and watching the gardens grow through the season is the best thing I know.',
          },
        ],
      },
      open: {
        text: 'No position that fits? Send an open application and we will be in touch when something comes up.',
        action: { label: 'Send an open application' },
      },
    },
  },

  about: {
    title: 'About us',
    seo: {
      title: 'About Hemglans',
      description: 'Hemglans was founded in Stockholm in 2012 and today helps 40,000 households and businesses in five regions.',
    },
    sections: {
      hero: { title: 'About Hemglans', subtitle: 'Making everyday life a little easier, one home at a time.' },
      story: {
        title: 'Our story',
        body:
          'Hemglans started in 2012 with three cleaners and a cargo bike on Södermalm. The idea was simple: **fair terms for the staff and the same cleaner for the same customer**.\n\nToday we are 900 people in Stockholm, Gothenburg, Malmö, Uppsala and Västerås, and we have added window cleaning, handymen, gardening and business services. The idea is the same.',
      },
      values: {
        title: 'What we stand for',
        items: [
          { title: 'Fair terms', body: 'Everyone is employed under a collective agreement. We do not use subcontractors to push prices down.' },
          { title: 'Sustainability', body: 'We use eco-labelled products and microfibre, and travel by public transport or electric car where we can.' },
          { title: 'Trust', body: 'We handle your keys securely and the same person visits your home every time.' },
        ],
      },
      management: {
        title: 'Management team',
        employees: [{ role: 'CEO' }, { role: 'CFO' }, { role: 'Head of Customer Service' }, { role: 'Head of Operations' }],
      },
      areas: {
        title: 'Our regions',
        areas: [
          { name: 'Greater Stockholm' },
          { name: 'Greater Gothenburg' },
          { name: 'Malmö and Lund' },
          { name: 'Uppsala and Knivsta' },
          { name: 'Västerås' },
        ],
      },
      careers: { text: 'Want to join us?', action: { label: 'See open positions' } },
    },
  },

  blog: {
    title: 'Blog',
    seo: {
      title: 'Tips, guides and news | Hemglans blog',
      description: 'Cleaning tips, guides to RUT and moving, garden advice and news from Hemglans.',
    },
    sections: {
      hero: { title: 'Tips, guides and news', subtitle: 'Advice from our cleaners, window cleaners and gardeners.' },
      posts: { title: 'All posts' },
      follow: { text: 'More tips every week on Instagram.', action: { label: 'Follow @hemglans' } },
    },
  },

  'offer-spring-windows': {
    title: 'Spring window cleaning',
    seo: {
      title: 'Spring offer: window cleaning with your glazed balcony included',
      description: 'Book window cleaning before 31 May and we clean your glazed balcony at no extra cost.',
    },
    sections: {
      hero: {
        title: 'Let the spring in',
        subtitle: 'Book window cleaning before 31 May and we clean your glazed balcony for free.',
      },
      terms: {
        title: 'Terms',
        body: '- Valid for new window cleaning bookings carried out by 31 May 2026.\n- Valid for one glazed balcony per booking, up to twelve panes.\n- Cannot be combined with other offers.',
      },
      book: { action: { label: 'Book window cleaning' } },
    },
  },

  privacy: {
    title: 'Privacy policy',
    seo: {
      title: 'Privacy policy | Hemglans',
      description: 'How Hemglans processes your personal data when you book, are a customer or visit the website.',
    },
    sections: {
      body: {
        body:
          '## Privacy policy\n\nHemglans AB is the controller of the data we process about you as a customer or visitor. Here we describe what data we collect, why, and how long we keep it.\n\n### What data we process\n\n- Name, personal identity number, address, phone number and email address\n- Details of bookings, invoices and payments\n- Instructions you give about your home, such as keys and alarms\n- How you use the website and the app, if you have agreed to it\n\n### Why we process it\n\nWe process the data to carry out the services, to invoice and to apply for the RUT and ROT deductions with the Swedish Tax Agency. The personal identity number is needed for the deductions and for logging in with BankID.\n\n### How long we keep it\n\nData needed for the accounts is kept for seven years under the Swedish Bookkeeping Act. Other data is deleted no later than two years after you stop being a customer.\n\n### Your rights\n\nYou have the right to know what data we hold about you, to have incorrect data corrected and in some cases to have it erased. Contact [customer service](entry:contact) to exercise your rights. You can also complain to the Swedish Authority for Privacy Protection (IMY).',
      },
    },
  },

  cookies: {
    title: 'Cookies',
    seo: {
      title: 'Cookies | Hemglans',
      description: 'Which cookies we use on the website and how to change your choices.',
    },
    sections: {
      body: {
        body:
          '## Cookies\n\nA cookie is a small text file stored in your browser. We use cookies to make the website work and, if you agree, to understand how it is used and to show relevant marketing.\n\n### Necessary cookies\n\nNeeded for logging in, your language choice and remembering your cookie choices. They cannot be switched off.\n\n### Performance and statistics\n\nHelp us see which pages are visited and where something does not work. The data is aggregated and does not identify you.\n\n### Marketing\n\nMake it possible to show ads for our services on other websites and to measure how they perform.\n\nYour choice is kept for 180 days. You can change it at any time.',
      },
      settings: { action: { label: 'Change cookie settings' } },
    },
  },

  terms: {
    title: 'Terms',
    seo: {
      title: 'Terms and conditions | Hemglans',
      description: 'General terms and conditions for Hemglans services to households.',
    },
    sections: {
      body: {
        body:
          '## General terms for households\n\n### Booking\n\nThe agreement applies from when you receive a booking confirmation. Regular services continue until further notice with no minimum term.\n\n### Changes and cancellation\n\nYou can reschedule or cancel free of charge until 12 noon two working days before the visit. Later cancellations are charged at half the price.\n\n### Price and payment\n\nPrices are shown after the RUT or ROT deduction. If the Swedish Tax Agency does not grant the deduction, you will be charged the difference. Invoices are due within 20 days.\n\n### Complaints\n\nIf you are not satisfied with the work, let us know within two days. We put it right at no cost.\n\n### Keys\n\nKeys are stored coded in a locked cabinet and are never handed to anyone other than the person carrying out the service.\n\n### Right of withdrawal\n\nYou have a 14-day right of withdrawal under the Swedish Distance Contracts Act. If the service has started with your consent, you pay for the work done.',
      },
    },
  },

  'error-404': {
    title: 'Page not found',
    seo: { title: 'Page not found | Hemglans', description: 'The page you were looking for does not exist.' },
    sections: {
      hero: {
        title: 'We cannot find that page',
        subtitle: 'It may have been moved or removed. Try one of the links below.',
      },
      links: { title: 'Popular pages', links: [{ label: 'Home page' }, {}, {}, {}] },
    },
  },

  'error-500': {
    title: 'Something went wrong',
    seo: { title: 'Something went wrong | Hemglans', description: 'A technical error occurred.' },
    sections: {
      hero: {
        title: 'Something went wrong',
        subtitle: 'A technical error stopped the page from loading. Please try again in a moment.',
      },
      help: {
        title: 'Need help right away?',
        text: 'Customer service can help you with bookings by phone.',
        openingHours: ['Monday–Friday 8 am–5 pm', 'Saturday 10 am–2 pm'],
      },
    },
  },

  'error-subscribed-customer': {
    title: 'You already have a subscription',
    seo: { title: 'You already have a subscription | Hemglans', description: 'You already subscribe to this service.' },
    sections: {
      hero: {
        title: 'You already have this service',
        subtitle: 'The service is included in your subscription.',
      },
      body: {
        title: 'Change your subscription',
        body: 'Want to change the scope or time, or add something? Do it in My pages or contact customer service and we will help you.',
      },
    },
  },

  'error-subscribed-customer-zip-code-mismatch': {
    title: 'Subscription at another address',
    seo: { title: 'Subscription at another address | Hemglans', description: 'Your subscription is for another postal code.' },
    sections: {
      hero: {
        title: 'Your subscription is for another address',
        subtitle: 'The postal code you entered does not match the address of your subscription.',
      },
      body: {
        title: 'What you can do',
        body: 'Have you moved? Contact customer service and we will move your subscription to the new address. If you want to book for another address, carry on with the right postal code.',
      },
    },
  },

  'error-service-unavailable': {
    title: 'Not offered here yet',
    seo: { title: 'Not offered here yet | Hemglans', description: 'We do not offer the service at that postal code yet.' },
    sections: {
      hero: {
        title: 'Not offered here yet',
        subtitle: 'We do not offer the service at that postal code yet. Try another postal code.',
      },
      body: {
        title: 'We are growing',
        body: 'We work in and around Stockholm, Gothenburg, Malmö, Uppsala and Västerås. Enter your postal code above again and you can ask us to email you when we get there.',
      },
    },
  },

  'error-session-expired': {
    title: 'You have been logged out',
    seo: { title: 'You have been logged out | Hemglans', description: 'Your session has expired.' },
    sections: {
      hero: {
        title: 'You have been logged out',
        subtitle: 'For your security we log you out after a period of inactivity.',
      },
      body: {
        title: 'Log in again',
        body: 'Log in again with BankID to carry on where you left off.',
      },
    },
  },
};
