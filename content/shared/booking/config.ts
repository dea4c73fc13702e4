import type { BookingQuestion, BookingStep } from '../../../api/contract/booking';
import type { FormAnswer } from '../../../api/contract/common';
import type { ServiceId } from '../../../api/products';

/**
 * Booking forms per product, in Swedish and English. Each text is a pair
 * `{ sv, en }`; `server/domain/booking/bookingConfig.ts` picks the language
 * and adds `type` and `business` from `api/products.ts`, giving exactly the
 * `booking.config` response. Option prices are öre incl. VAT and are the
 * single source of those prices: the quote reads them from here.
 */

export interface Text {
  sv: string;
  en: string;
}

export interface QuestionSeed {
  id: string;
  kind: BookingQuestion['kind'];
  step: BookingQuestion['step'];
  label: Text;
  description?: Text;
  required: boolean;
  min?: number;
  max?: number;
  unit?: Text;
  options?: { value: string; label: Text; description?: Text; price?: number }[];
  defaultValue?: FormAnswer;
  showWhen?: { questionId: string; equals: FormAnswer };
}

export interface BookingConfigSeed {
  productId: ServiceId;
  subscription: boolean;
  steps: BookingStep[];
  rutEligible: boolean;
  earliestStartDays: number;
  questions: QuestionSeed[];
  /** Count questions whose answers must add up to at least `min`. */
  minimumTotal?: { questionIds: string[]; min: number; message: Text };
}

const t = (sv: string, en: string): Text => ({ sv, en });
const PIECES = t('st', 'pcs');
const SQUARE_METRES = t('m²', 'm²');
const HOURS = t('timmar', 'hours');
/** Free text fields take at most this many characters (the b2b message limit of the contract). */
const NOTES_MAX_LENGTH = 2000;

const DIRECT_STEPS: BookingStep[] = ['configuration', 'cleaning-configuration', 'optional-configuration', 'availability', 'customer', 'address', 'contact', 'success'];
const RFP_STEPS: BookingStep[] = ['configuration', 'optional-configuration', 'customer', 'address', 'contact', 'success'];
const BUSINESS_STEPS: BookingStep[] = ['configuration', 'optional-configuration', 'contact', 'success'];

const notes = (description: Text): QuestionSeed => ({
  id: 'notes',
  kind: 'text',
  step: 'optional-configuration',
  label: t('Övrigt vi bör veta', 'Anything else we should know'),
  description,
  required: false,
  max: NOTES_MAX_LENGTH,
});

const livingArea = (min: number, max: number): QuestionSeed => ({
  id: 'livingArea',
  kind: 'number',
  step: 'configuration',
  label: t('Bostadens storlek', 'Size of your home'),
  description: t('Boyta enligt kontraktet eller lagfarten.', 'Living area as stated in your lease or deed.'),
  required: true,
  min,
  max,
  unit: SQUARE_METRES,
});

const counter = (id: string, label: Text, max: number, step: QuestionSeed['step'] = 'configuration', description?: Text): QuestionSeed => ({
  id,
  kind: 'counter',
  step,
  label,
  ...(description ? { description } : {}),
  required: false,
  min: 0,
  max,
  unit: PIECES,
  defaultValue: 0,
});

const hours = (min: number, max: number, defaultValue: number): QuestionSeed => ({
  id: 'hours',
  kind: 'number',
  step: 'configuration',
  label: t('Antal timmar per tillfälle', 'Hours per visit'),
  required: true,
  min,
  max,
  unit: HOURS,
  defaultValue,
});

const pets: QuestionSeed = { id: 'pets', kind: 'boolean', step: 'optional-configuration', label: t('Finns det husdjur i hemmet?', 'Are there pets in the home?'), required: false, defaultValue: false };

const cleaningExtras = (options: NonNullable<QuestionSeed['options']>): QuestionSeed => ({
  id: 'extras',
  kind: 'multiChoice',
  step: 'cleaning-configuration',
  label: t('Tillval', 'Extras'),
  required: false,
  options,
  defaultValue: [],
});
const OVEN = { value: 'oven', label: t('Rengöring av ugn', 'Oven cleaning'), price: 49_900 };
const FRIDGE = { value: 'fridge', label: t('Rengöring av kylskåp', 'Fridge cleaning'), price: 39_900 };
const FREEZER = { value: 'freezer', label: t('Avfrostning av frys', 'Freezer defrosting'), price: 39_900 };
const INSIDE_CABINETS = { value: 'cabinets', label: t('Insida av köksskåp', 'Inside kitchen cupboards'), price: 44_900 };
const IRONING = { value: 'ironing', label: t('Strykning, 30 minuter', 'Ironing, 30 minutes'), price: 29_900 };

const homeFrequency = (values: ('weekly' | 'everyOtherWeek' | 'everyFourthWeek')[]): QuestionSeed => {
  const labels = {
    weekly: t('Varje vecka', 'Every week'),
    everyOtherWeek: t('Varannan vecka', 'Every other week'),
    everyFourthWeek: t('Var fjärde vecka', 'Every fourth week'),
  };
  return {
    id: 'frequency',
    kind: 'singleChoice',
    step: 'configuration',
    label: t('Hur ofta?', 'How often?'),
    required: true,
    options: values.map((value) => ({ value, label: labels[value] })),
    defaultValue: 'everyOtherWeek',
  };
};

const windowCounters: QuestionSeed[] = [
  counter('windowsOrdinary', t('Vanliga fönster', 'Ordinary windows'), 60, 'configuration', t('Räkna varje båge med två sidor som ett fönster.', 'Count each sash with two sides as one window.')),
  counter('windowsMullioned', t('Spröjsade fönster', 'Mullioned windows'), 60, 'configuration', t('Fönster delade av spröjs i mindre rutor.', 'Windows divided into small panes by glazing bars.')),
  counter('glazedBalconySections', t('Inglasad balkong, antal glaspartier', 'Glazed balcony, number of panels'), 30),
  counter('skylights', t('Takfönster', 'Skylights'), 20),
];
/** Window cleaning without a window to clean is no order. */
const atLeastOneWindow = {
  questionIds: windowCounters.map((q) => q.id),
  min: 1,
  message: t('Ange minst ett fönster, en balkong eller ett takfönster.', 'Count at least one window, balcony panel or skylight.'),
};
const floors: QuestionSeed = {
  id: 'floors',
  kind: 'singleChoice',
  step: 'configuration',
  label: t('Antal våningar', 'Number of floors'),
  required: true,
  options: [
    { value: '1', label: t('1 våning', '1 floor') },
    { value: '2', label: t('2 våningar', '2 floors') },
    { value: '3plus', label: t('3 våningar eller fler', '3 floors or more') },
  ],
  defaultValue: '1',
};
const ladderNeeded: QuestionSeed = {
  id: 'ladderNeeded',
  kind: 'boolean',
  step: 'configuration',
  label: t('Behövs stege för att nå fönstren utifrån?', 'Is a ladder needed to reach the windows from outside?'),
  required: false,
  defaultValue: false,
};

const gardenSize: QuestionSeed = {
  id: 'gardenSize',
  kind: 'number',
  step: 'configuration',
  label: t('Trädgårdens storlek', 'Size of the garden'),
  required: true,
  min: 10,
  max: 10_000,
  unit: SQUARE_METRES,
};
const gardenTasks = (values: string[]): QuestionSeed => {
  const labels: Record<string, Text> = {
    lawnMowing: t('Gräsklippning', 'Lawn mowing'),
    hedgeTrimming: t('Häckklippning', 'Hedge trimming'),
    weeding: t('Rensning av rabatter', 'Weeding'),
    leafRaking: t('Lövkrattning', 'Leaf raking'),
    pruning: t('Beskärning', 'Pruning'),
    watering: t('Vattning', 'Watering'),
  };
  return { id: 'tasks', kind: 'multiChoice', step: 'configuration', label: t('Vad ska göras?', 'What needs doing?'), required: true, options: values.map((value) => ({ value, label: labels[value] })) };
};

const preferredDate = (required: boolean): QuestionSeed => ({
  id: 'preferredDate',
  kind: 'date',
  step: 'configuration',
  label: t('Önskat datum', 'Preferred date'),
  required,
});

export const bookingConfigs: readonly BookingConfigSeed[] = [
  {
    productId: 302016,
    subscription: false,
    steps: ['configuration', 'optional-configuration', 'availability', 'customer', 'address', 'contact', 'success'],
    rutEligible: true,
    earliestStartDays: 3,
    questions: [...windowCounters, floors, ladderNeeded, notes(t('Till exempel portkod eller var fönstren är svåra att nå.', 'For example a door code or windows that are hard to reach.'))],
    minimumTotal: atLeastOneWindow,
  },
  {
    productId: 302017,
    subscription: true,
    steps: RFP_STEPS,
    rutEligible: true,
    earliestStartDays: 7,
    questions: [
      {
        id: 'frequency',
        kind: 'singleChoice',
        step: 'configuration',
        label: t('Hur ofta ska vi putsa?', 'How often should we clean?'),
        required: true,
        options: [
          { value: 'everyEighthWeek', label: t('Var åttonde vecka', 'Every eighth week') },
          { value: 'quarterly', label: t('Varje kvartal', 'Every quarter') },
          { value: 'twiceAYear', label: t('Två gånger om året', 'Twice a year') },
        ],
      },
      ...windowCounters,
      { id: 'indoor', kind: 'boolean', step: 'configuration', label: t('Ska vi även putsa insidan?', 'Should we clean the inside too?'), description: t('Annars putsar vi bara utsidan.', 'Otherwise we clean the outside only.'), required: false, defaultValue: false },
      floors,
      ladderNeeded,
      notes(t('Till exempel tillgång till trädgården.', 'For example access to the garden.')),
    ],
    minimumTotal: atLeastOneWindow,
  },
  {
    productId: 302004,
    subscription: false,
    steps: DIRECT_STEPS,
    rutEligible: true,
    earliestStartDays: 3,
    questions: [
      livingArea(15, 400),
      { id: 'rooms', kind: 'counter', step: 'configuration', label: t('Antal rum', 'Number of rooms'), required: true, min: 1, max: 15, unit: PIECES, defaultValue: 2 },
      counter('bathrooms', t('Antal badrum', 'Number of bathrooms'), 6),
      cleaningExtras([OVEN, FRIDGE, FREEZER, INSIDE_CABINETS]),
      pets,
      notes(t('Till exempel fläckar eller ytor vi ska vara försiktiga med.', 'For example stains or surfaces that need extra care.')),
    ],
  },
  {
    productId: 311004,
    subscription: false,
    steps: DIRECT_STEPS,
    rutEligible: true,
    earliestStartDays: 3,
    questions: [
      livingArea(15, 400),
      { id: 'moveOutDate', kind: 'date', step: 'configuration', label: t('Datum för utflytt', 'Move-out date'), required: true },
      { id: 'storage', kind: 'boolean', step: 'cleaning-configuration', label: t('Förråd som ska städas', 'Storage room to clean'), required: false, defaultValue: false },
      { id: 'balcony', kind: 'boolean', step: 'cleaning-configuration', label: t('Balkong eller uteplats', 'Balcony or patio'), required: false, defaultValue: false },
      cleaningExtras([FREEZER]),
      notes(t('Vi städar enligt mäklarsamfundets checklista.', 'We clean to the estate agents’ checklist.')),
    ],
  },
  {
    productId: 302032,
    subscription: false,
    steps: DIRECT_STEPS,
    rutEligible: true,
    earliestStartDays: 3,
    questions: [hours(2, 8, 3), livingArea(10, 400), cleaningExtras([OVEN, FRIDGE, IRONING]), pets, notes(t('Vad vill du att vi prioriterar?', 'What should we focus on?'))],
  },
  {
    productId: 302047,
    subscription: true,
    steps: ['flow-choice', 'configuration', 'cleaning-configuration', 'optional-configuration', 'availability', 'customer', 'address', 'contact', 'success'],
    rutEligible: true,
    earliestStartDays: 3,
    questions: [homeFrequency(['weekly', 'everyOtherWeek']), hours(2, 8, 3), cleaningExtras([IRONING, OVEN]), pets, notes(t('Till exempel var nyckeln finns.', 'For example where to find the key.'))],
  },
  {
    productId: 303001,
    subscription: true,
    steps: ['flow-choice', 'configuration', 'optional-configuration', 'availability', 'customer', 'address', 'contact', 'success'],
    rutEligible: true,
    earliestStartDays: 3,
    questions: [livingArea(10, 400), homeFrequency(['weekly', 'everyOtherWeek', 'everyFourthWeek']), hours(2, 8, 3), pets, notes(t('Berätta gärna om ditt hem inför hembesöket.', 'Tell us about your home before the home visit.'))],
  },
  {
    productId: 302002,
    subscription: false,
    steps: RFP_STEPS,
    rutEligible: true,
    earliestStartDays: 3,
    questions: [livingArea(10, 400), hours(2, 8, 4), preferredDate(false), pets, notes(t('Vad vill du att vi prioriterar?', 'What should we focus on?'))],
  },
  {
    productId: 340030,
    subscription: false,
    steps: RFP_STEPS,
    // Handyman work is ROT, not RUT; ROT is not part of the booking price.
    rutEligible: false,
    earliestStartDays: 5,
    questions: [
      { id: 'jobDescription', kind: 'text', step: 'configuration', label: t('Beskriv jobbet', 'Describe the job'), description: t('Till exempel: montera tre tavlor och en taklampa.', 'For example: hang three pictures and a ceiling lamp.'), required: true, max: NOTES_MAX_LENGTH },
      preferredDate(false),
      { id: 'materialProvided', kind: 'boolean', step: 'optional-configuration', label: t('Har du köpt material själv?', 'Have you bought the material yourself?'), required: false, defaultValue: false },
    ],
  },
  {
    productId: 302014,
    subscription: false,
    steps: RFP_STEPS,
    rutEligible: true,
    earliestStartDays: 5,
    questions: [gardenSize, gardenTasks(['lawnMowing', 'hedgeTrimming', 'weeding', 'leafRaking', 'pruning']), hours(2, 16, 4), preferredDate(false), notes(t('Till exempel om vi kan lämna trädgårdsavfallet.', 'For example whether we can leave the garden waste.'))],
  },
  {
    productId: 302018,
    subscription: true,
    steps: RFP_STEPS,
    rutEligible: true,
    earliestStartDays: 5,
    questions: [
      {
        id: 'seasons',
        kind: 'multiChoice',
        step: 'configuration',
        label: t('Vilka säsonger?', 'Which seasons?'),
        required: true,
        options: [
          { value: 'spring', label: t('Vårstädning', 'Spring clean-up') },
          { value: 'autumn', label: t('Höststädning', 'Autumn clean-up') },
        ],
      },
      gardenSize,
      gardenTasks(['leafRaking', 'hedgeTrimming', 'weeding', 'pruning']),
      hours(2, 16, 4),
      notes(t('Till exempel om vi kan lämna trädgårdsavfallet.', 'For example whether we can leave the garden waste.')),
    ],
  },
  {
    productId: 302019,
    subscription: false,
    steps: RFP_STEPS,
    rutEligible: true,
    earliestStartDays: 5,
    questions: [
      { id: 'fromDate', kind: 'date', step: 'configuration', label: t('Bortrest från', 'Away from'), required: true },
      { id: 'toDate', kind: 'date', step: 'configuration', label: t('Bortrest till', 'Away until'), required: true },
      gardenSize,
      gardenTasks(['watering', 'lawnMowing', 'weeding']),
      { id: 'visitsPerWeek', kind: 'counter', step: 'configuration', label: t('Besök per vecka', 'Visits per week'), required: true, min: 1, max: 7, defaultValue: 2 },
      notes(t('Till exempel var vattenslangen finns.', 'For example where to find the hose.')),
    ],
  },
  {
    productId: 304001,
    subscription: true,
    steps: BUSINESS_STEPS,
    rutEligible: false,
    earliestStartDays: 10,
    questions: [
      { id: 'officeSize', kind: 'number', step: 'configuration', label: t('Lokalens storlek', 'Size of the premises'), required: true, min: 20, max: 20_000, unit: SQUARE_METRES },
      {
        id: 'frequency',
        kind: 'singleChoice',
        step: 'configuration',
        label: t('Hur ofta?', 'How often?'),
        required: true,
        options: [
          { value: 'daily', label: t('Varje vardag', 'Every weekday') },
          { value: 'threeTimesWeek', label: t('Tre gånger i veckan', 'Three times a week') },
          { value: 'weekly', label: t('Varje vecka', 'Every week') },
          { value: 'everyOtherWeek', label: t('Varannan vecka', 'Every other week') },
        ],
      },
      { id: 'employees', kind: 'number', step: 'configuration', label: t('Antal anställda på plats', 'Employees on site'), required: true, min: 1, max: 5_000 },
      {
        id: 'premisesType',
        kind: 'singleChoice',
        step: 'configuration',
        label: t('Typ av lokal', 'Type of premises'),
        required: true,
        options: [
          { value: 'office', label: t('Kontor', 'Office') },
          { value: 'shop', label: t('Butik', 'Shop') },
          { value: 'clinic', label: t('Klinik', 'Clinic') },
        ],
      },
      { id: 'kitchenette', kind: 'boolean', step: 'optional-configuration', label: t('Pentry som ska städas', 'Kitchenette to clean'), required: false, defaultValue: true },
      notes(t('Till exempel önskade tider eller larm.', 'For example preferred times or alarms.')),
    ],
  },
  {
    productId: 304012,
    subscription: false,
    steps: BUSINESS_STEPS,
    rutEligible: false,
    earliestStartDays: 14,
    questions: [
      { id: 'employees', kind: 'number', step: 'configuration', label: t('Antal arbetsplatser som flyttas', 'Workstations to move'), required: true, min: 1, max: 5_000 },
      { id: 'moveDate', kind: 'date', step: 'configuration', label: t('Önskat flyttdatum', 'Preferred moving date'), required: true },
      { id: 'elevator', kind: 'boolean', step: 'configuration', label: t('Finns hiss på båda adresserna?', 'Is there a lift at both addresses?'), required: false, defaultValue: true },
      { id: 'packing', kind: 'boolean', step: 'optional-configuration', label: t('Vill ni att vi packar?', 'Should we do the packing?'), required: false, defaultValue: false },
      notes(t('Till exempel serverrum eller tunga föremål.', 'For example a server room or heavy items.')),
    ],
  },
  {
    productId: 340004,
    subscription: false,
    steps: RFP_STEPS,
    rutEligible: false,
    earliestStartDays: 5,
    questions: [
      { id: 'itemsDescription', kind: 'text', step: 'configuration', label: t('Vad ska hämtas?', 'What should we collect?'), required: true, max: NOTES_MAX_LENGTH },
      {
        id: 'volume',
        kind: 'singleChoice',
        step: 'configuration',
        label: t('Ungefärlig mängd', 'Approximate volume'),
        required: true,
        options: [
          { value: 'small', label: t('Några kassar', 'A few bags') },
          { value: 'trailer', label: t('Ett släp', 'A trailer load') },
          { value: 'truck', label: t('En lastbil', 'A truck load') },
        ],
      },
      preferredDate(false),
    ],
  },
  {
    productId: 304004,
    subscription: false,
    steps: BUSINESS_STEPS,
    rutEligible: false,
    earliestStartDays: 14,
    questions: [
      { id: 'apartments', kind: 'number', step: 'configuration', label: t('Antal lägenheter', 'Number of apartments'), required: true, min: 1, max: 2_000 },
      {
        id: 'services',
        kind: 'multiChoice',
        step: 'configuration',
        label: t('Vilka tjänster är ni intresserade av?', 'Which services are you interested in?'),
        required: true,
        options: [
          { value: 'stairwellCleaning', label: t('Trappstädning', 'Stairwell cleaning') },
          { value: 'windowCleaning', label: t('Fönsterputs', 'Window cleaning') },
          { value: 'gardening', label: t('Utemiljö och trädgård', 'Grounds and gardening') },
          { value: 'snowRemoval', label: t('Snöröjning', 'Snow clearing') },
        ],
      },
      notes(t('Till exempel antal trapphus.', 'For example the number of stairwells.')),
    ],
  },
];
