/** English blog posts, by the entry ids of `content/shared/entries.ts`. `body` is Markdown. */
export const posts = {
  'post-streak-free-windows': {
    title: 'How to get streak-free windows',
    excerpt: 'Our window cleaners share their tricks: the right weather, the right tools and a squeegee at the right angle.',
    tags: ['window cleaning', 'tips'],
    cta: { text: 'Rather not? We clean your windows with the RUT deduction.', label: 'Book window cleaning' },
    body: `Streaks on a window almost always come down to three things: too much detergent, too little water, or the glass drying before you get to it. Here is how the professionals do it.

## Pick an overcast day

In bright sunshine the water dries on the glass before you reach it with the squeegee. A grey morning is perfect – and you see the dirt better in even light.

## What you need

- A bucket of lukewarm water with **a few drops of washing-up liquid**
- A window scrubber or microfibre mitt
- A squeegee with a soft, undamaged rubber blade
- A lint-free cloth or chamois for the edges

## How to do it

1. Wipe the frame first, or the dirt will run down onto the clean glass.
2. Wash the glass thoroughly, twice if it has been a while.
3. Pull the squeegee in an S-shaped pattern from top to bottom, wiping the blade after every stroke.
4. Dry the edges with a dry cloth and finish with the window sill.

## Common mistakes

Newspaper is a classic, but the ink can stain frames painted in light colours. And more detergent does not mean cleaner – just more streaks.

Never clean the outside of windows on high floors by leaning out. There it is safer to let someone with the right equipment take over.`,
  },

  'post-rut-guide': {
    title: 'The RUT deduction explained',
    excerpt: 'You pay half the labour cost for cleaning, window cleaning and garden work. Here is what you need to know about RUT.',
    tags: ['rut', 'finance'],
    cta: { text: 'All our home services come with RUT straight on the invoice.', label: 'See home cleaning' },
    body: `The RUT deduction makes household services cheaper. You only pay half the labour cost – the Swedish Tax Agency pays the rest directly to us.

## How much can I get?

The deduction is **50 per cent of the labour cost**, up to SEK 75,000 per person per year. If there are two of you in the household who both pay tax, you can get twice as much. The ceiling is shared with the ROT deduction.

## Which services qualify?

- Cleaning, deep cleaning and move-out cleaning
- Window cleaning
- Garden work such as lawn mowing, hedge trimming and weeding
- Moving services and removal of household goods

Handyman work such as repairs and assembly qualifies for the **ROT deduction** instead, which is 30 per cent of the labour cost.

## How does it work?

You do not need to apply yourself. We deduct it on the invoice and claim the rest from the Tax Agency once you have paid. All we need is your personal identity number, which we get when you log in with BankID.

## Good to know

The deduction only applies to labour, not materials or travel. And you must have paid enough tax during the year to get the full deduction. The Tax Agency’s website shows how much of this year’s allowance you have left.`,
  },

  'post-moving-checklist': {
    title: 'Move-out cleaning checklist',
    excerpt: 'What the inspector checks – and what most people forget. Our checklist helps you leave your home in top condition.',
    tags: ['moving', 'move-out cleaning'],
    cta: { text: 'Rather leave it to us? Move-out cleaning with an inspection guarantee.', label: 'Book move-out cleaning' },
    body: `When you move, the home must be left properly cleaned. The buyer or landlord can demand that it is redone, so it pays to be thorough.

## Kitchen

- Oven, trays and racks – including behind the glass of the oven door
- Fridge and freezer, defrosted and with the doors ajar
- Extractor fan and filter
- Cupboards and drawers inside and out
- Behind and under the cooker and fridge, if they can be pulled out

## Bathroom

- Tiles and grout, descaled
- The floor drain, cleared and dried
- Toilet, including around the base
- The washing machine filter and detergent drawer

## Every room

- Windows inside and out, and between the panes
- Skirting boards, doors, door frames and switches
- Radiators, including behind them
- Wardrobes and storage rooms

## What is most often forgotten

Vents, sockets and the tops of the door frames. Inspectors often look exactly there, so go round once with a damp cloth.

## Plan the time

A two-room flat takes an experienced cleaner about a working day. Book the clean for the day after the removal van has left, so the home is empty and you do not have to clean around boxes.`,
  },

  'post-spring-garden': {
    title: 'Spring jobs in the garden',
    excerpt: 'From raking up winter’s leaves to the first lawn mowing – how to get the garden going in spring.',
    tags: ['garden', 'season'],
    cta: { text: 'We do the spring clean-up for you, with the RUT deduction.', label: 'About gardening' },
    body: `Once the frost has left the ground and the lawn has dried out, it is time to get started. Do not start too early – wet soil compacts easily.

## March and April

- **Rake away leaves and debris** from the lawn and beds so the grass gets light.
- Cut back last year’s perennials if you left them standing over winter.
- Prune fruit trees before the buds open, but wait until summer with cherries and plums.
- Weed while the weeds are small and the roots let go easily.

## May

- Mow the lawn for the first time when it is about eight centimetres tall, with the cutting height set high.
- Fertilise the lawn and the beds.
- Sow directly into the ground once the risk of night frost has passed.
- Trim the hedge before the birds start nesting, or wait until after midsummer.

## A tip from our gardeners

Put the leaves you rake under the shrubs instead of taking them away. They turn into mulch and keep moisture in the soil during the summer.`,
  },

  'post-uppsala-office': {
    title: 'Now in Uppsala',
    excerpt: 'We have opened an office on Kungsängsgatan and offer home cleaning, window cleaning and gardening in Uppsala and Knivsta.',
    tags: ['news', 'uppsala'],
    body: `After many requests we have opened an office in Uppsala. A team of 25 now works out of Kungsängsgatan, a stone’s throw from the central station.

## What we offer in Uppsala

- Home cleaning and one-time cleaning
- Deep cleaning and move-out cleaning
- Window cleaning
- Gardening and handyman services

We cover Uppsala town and Knivsta. Enter your postal code on the home page to see straight away which services we offer where you live.

## We are looking for colleagues

We are growing and looking for both cleaners and gardeners in Uppsala. Everyone at Hemglans is employed under a collective agreement. Have a look at the [careers page](entry:careers) if you are interested.

Drop by and say hello – the coffee is on from eight o’clock.`,
  },

  'post-eco-products': {
    title: 'Why we are switching to eco-labelled products',
    excerpt: 'From this year all our cleaners use only Nordic Swan or EU Ecolabel cleaning products. Here is why.',
    tags: ['environment', 'cleaning'],
    body: `This autumn we reviewed every cleaning product our cleaners use. From now on all of them carry **the Nordic Swan or the EU Ecolabel**.

## Better for the environment – and for us

Eco-labelled products break down faster and contain no substances that are particularly harmful to aquatic life. They are also free from the fragrances that most often cause allergies, which makes the work environment better for our cleaners and your home better for you.

## Less detergent, more microfibre

Most of the dirt in a home comes off with water and a good microfibre cloth. Our cleaners therefore use less detergent than before and wash the cloths at 60 degrees between customers.

## Have your own preferences?

If you would like us to use your own products, that is fine. Leave a message for your cleaner in the app and they will use them on the next visit.`,
  },

  'post-allergy-cleaning': {
    title: 'Cleaning smart when you have allergies',
    excerpt: 'Dust, pollen and mites can be kept in check. How to clean to feel better at home.',
    tags: ['cleaning', 'health', 'tips'],
    cta: { text: 'Regular home cleaning keeps the dust away.', label: 'About home cleaning' },
    body: `For people with allergies the right cleaning can make a big difference. It is less about strong products and more about cleaning often and in the right way.

## Dust with a damp cloth

A dry feather duster mostly moves the dust into the air. Use **a slightly damp microfibre cloth** and start at the top – lamps, shelves and door frames – so the dust falls towards the floor.

## Vacuum with a good filter

A vacuum cleaner with a HEPA filter catches even the smallest particles. Change the bag before it is full and air the room while you vacuum.

## The bed matters most

- Wash the bed linen every week at 60 degrees.
- Air the duvet and pillow outdoors on a sunny day.
- Vacuum the mattress a few times a year.

## During the pollen season

Keep windows closed in the morning when pollen levels are highest, and wipe the sills more often than usual. Leave shoes and outdoor clothes in the hall.

## Fewer dust traps

Open shelves, ornaments and heavy curtains collect dust. It is easier to keep clean with fewer things out.`,
  },

  'post-handyman-jobs': {
    title: 'Ten small jobs for a handyman in one morning',
    excerpt: 'Gather the things you have been putting off and let a handyman do them in a single visit – with the ROT deduction.',
    tags: ['handyman', 'home'],
    cta: { text: 'Send us your list and we will get back with a price and a time.', label: 'Describe your job' },
    body: `Most homes have a list of small jobs that never get done. An experienced handyman can often get through the whole list in a morning, and with the ROT deduction you only pay 70 per cent of the labour cost.

## The list

1. Hang pictures and mirrors – straight and at the right height
2. Fit curtain rods and blinds
3. Replace or put up ceiling lights
4. Adjust doors that stick or will not latch
5. Replace broken skirting boards and thresholds
6. Assemble and anchor bookcases and wardrobes
7. Mount the TV on the wall and hide the cables
8. Change handles and hinges on kitchen doors
9. Fix loose towel rails and hooks in the bathroom
10. Seal gaps around windows and doors before winter

## Prepare the visit

Write the list in advance and take photos if you can. If you have bought materials yourself, put them out – otherwise the handyman brings what is needed and you only pay for what is used.

## Good to know

Electrical and plumbing work that requires a licence, such as running new cables, is not part of the handyman service. We are happy to arrange it with a licensed partner – just ask.`,
  },

  'post-office-routines': {
    title: 'Five routines for a clean office',
    excerpt: 'A clean office is about more than the cleaning. Five simple routines that make a difference to wellbeing and sick leave.',
    tags: ['business', 'office cleaning'],
    cta: { text: 'We draw up a cleaning plan for your office.', label: 'About office cleaning' },
    body: `A workplace that is clean and tidy keeps staff happier and healthier. Cleaning does a lot, but everyday routines decide the result.

## 1. Clear desks on Fridays

An empty desk can be wiped properly. Ask everyone to clear away papers and cups before the weekend.

## 2. Clear responsibility for the kitchen

The dishwasher needs emptying and the fridge clearing out. Set up a rota or let us take care of it.

## 3. Touch points more often

Door handles, coffee machine buttons and lift buttons spread the most germs. They should be wiped daily during the cold season.

## 4. The right number of bins

Too few bins and rubbish ends up on desks; too many and they do not get emptied. One per four workstations and sorting by the kitchen usually works well.

## 5. Follow up

Go through the cleaning with your supplier every month. Whatever is not working gets better when someone speaks up in time.`,
  },

  'post-app-booking': {
    title: 'New: reschedule in the app',
    excerpt: 'Soon you can move your visit to another time directly in the app, without calling customer service.',
    tags: ['news', 'app'],
    body: `In the next version of our app you can reschedule a visit yourself. You see which times your cleaner has free and pick the one that suits you.

## How it works

1. Open the booking in the app.
2. Tap **Reschedule** and choose a new time.
3. Done – your cleaner is told straight away.

You can reschedule until 12 noon two working days before the visit.`,
  },
};
