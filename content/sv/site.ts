/** Swedish site-wide texts: services, images, menus, web config, translation modules, jobs and offices. */

/** Per product key of `content/shared/catalog.ts`: name, booking slug and a short description. */
export const services = {
  windowCleaning: {
    title: 'Fönsterputs',
    slug: 'fonsterputs',
    description: 'Fönsterputs in- och utvändigt med karmar och fönsterbänkar. Pris per fönster och RUT-avdrag.',
  },
  windowCleaningRecurringExternal: {
    title: 'Fönsterputs abonnemang',
    slug: 'fonsterputs-abonnemang',
    description: 'Regelbunden fönsterputs två, fyra eller sex gånger per år. Vi hör av oss före varje besök.',
  },
  deepCleaning: {
    title: 'Storstädning',
    slug: 'storstadning',
    description: 'Grundlig städning av hela hemmet från golv till tak, med tillval som ugn, kyl och fönster.',
  },
  extraCleaning: {
    title: 'Extrastädning',
    slug: 'extrastadning',
    description: 'Ett extra besök av din ordinarie städare, till exempel inför en fest eller efter renovering.',
  },
  weeklyCleaning: {
    title: 'Hemstädning',
    slug: 'hemstadning',
    description: 'Regelbunden hemstädning med fast städare varje vecka, varannan vecka eller var fjärde vecka.',
  },
  weeklyCleaningDirect: {
    title: 'Hemstädning Click & Go',
    slug: 'hemstadning-direkt',
    description: 'Boka regelbunden hemstädning direkt online: välj tid, se priset och kom igång utan startbesök.',
  },
  generalHandyman: {
    title: 'Hantverkare',
    slug: 'hantverkare',
    description: 'Montering, upphängning och mindre reparationer i hemmet, med ROT-avdrag.',
  },
  gardening: {
    title: 'Trädgårdsskötsel',
    slug: 'tradgard',
    description: 'Gräsklippning, ogräsrensning och häckklippning under säsongen, med RUT-avdrag.',
  },
  gardeningSpringAutumn: {
    title: 'Vår- och höststädning av trädgården',
    slug: 'tradgard-var-host',
    description: 'Krattning, rensning av rabatter och nedklippning av perenner inför och efter säsongen.',
  },
  gardeningHoliday: {
    title: 'Trädgårdsskötsel under semestern',
    slug: 'tradgard-semester',
    description: 'Vattning, gräsklippning och skörd medan du är bortrest.',
  },
  officeCleaning: {
    title: 'Kontorsstädning',
    slug: 'kontorsstadning',
    description: 'Regelbunden städning av kontor och arbetsplatser med fast städteam och kvalitetsuppföljning.',
  },
  officeMoving: {
    title: 'Kontorsflytt',
    slug: 'kontorsflytt',
    description: 'Planering, packning, transport och montering – med flyttstädning av den gamla lokalen.',
  },
  movingCleaning: {
    title: 'Flyttstädning',
    slug: 'flyttstadning',
    description: 'Flyttstädning enligt mäklarnas checklista, med besiktningsgaranti och RUT-avdrag.',
  },
  recycling: {
    title: 'Bortforsling och återvinning',
    slug: 'bortforsling',
    description: 'Vi hämtar möbler, vitvaror och grovsopor och lämnar dem till återvinning eller second hand.',
  },
  housingCooperatives: {
    title: 'Tjänster för bostadsrättsföreningar',
    slug: 'bostadsrattsforeningar',
    description: 'Trappstädning, utemiljö och fastighetsskötsel med ett avtal för hela föreningen.',
  },
  homeCleaningOneTime: {
    title: 'Engångsstädning',
    slug: 'hemstadning-engang',
    description: 'En grundlig hemstädning vid ett tillfälle, utan abonnemang.',
  },
};

/** Add-ons by the ids of `additionalServices` in `content/shared/catalog.ts`. */
export const additionalServices = {
  oven: { title: 'Ugnsrengöring', description: 'Ugnen rengörs invändigt, med plåtar och galler.' },
  fridge: { title: 'Kyl och frys', description: 'Avfrostning och rengöring av kyl och frys, in- och utvändigt.' },
  balcony: { title: 'Balkong', description: 'Sopning av golv och avtorkning av räcke och balkongdörr.' },
  windows: { title: 'Fönsterputs', description: 'Fönsterputs in- och utvändigt i samband med flyttstädningen.' },
  ironing: { title: 'Strykning', description: 'Vi stryker skjortor och dukar under besöket.' },
  linen: { title: 'Bäddning', description: 'Vi bäddar rent i alla sängar med dina lakan.' },
  cabinets: { title: 'Skåp och lådor', description: 'Köksskåp och lådor töms, torkas ur och ställs i ordning.' },
};

/** Alt texts of the generated images (ids in `content/shared/site.ts`). */
export const images = {
  'hero-home': 'Illustration av ett ljust hem i kvällssol',
  'hero-services': 'Glittrande stjärnor över en blå bakgrund',
  'hero-window': 'Ett blankt spröjsat fönster mot en klarblå himmel',
  'hero-deep': 'Gnistrande rena ytor i blå toner',
  'hero-home-cleaning': 'En kvast och gnistor mot en grön bakgrund',
  'hero-moving': 'Staplade flyttkartonger i varma toner',
  'hero-handyman': 'Hammare och skiftnyckel i kors',
  'hero-garden': 'Gröna blad i vårsol',
  'hero-recycling': 'Återvinningssymbol mot en grön bakgrund',
  'hero-business': 'Kontorshus med upplysta fönster',
  'hero-office-cleaning': 'Ett skrivbord med skärm i ett ljust kontor',
  'hero-office-moving': 'Flyttkartonger redo för kontorsflytt',
  'hero-housing': 'Flerbostadshus i kvällsljus',
  'hero-faq': 'Pratbubblor mot en lila bakgrund',
  'hero-contact': 'Kartnål över en stilren karta',
  'hero-careers': 'Tre kollegor i varma färger',
  'hero-about': 'Ett hjärta mot en mjuk rosa bakgrund',
  'hero-blog': 'Kalenderblad mot en blå och orange bakgrund',
  'hero-error': 'Ett fönster i gråa toner',
  'hero-offer': 'Gnistor mot en rosa vårbakgrund',
  'split-window': 'Ett nyputsat fönster med ljusblå himmel',
  'split-kitchen': 'Gnistrande rent kök i gröna toner',
  'split-bathroom': 'Skinande rent badrum i blått',
  'split-living': 'Ett välkomnande vardagsrum',
  'split-tools': 'Verktyg för småjobb i hemmet',
  'split-garden': 'Blad och grönska i trädgården',
  'split-boxes': 'Packade flyttkartonger',
  'split-office': 'Ett städat kontor med skrivbord',
  'split-team': 'Medarbetare i arbetskläder',
  'split-app': 'En mobiltelefon med Hemglans-appen',
  'split-eco': 'Gröna blad som symbol för miljömärkta medel',
  'post-streaks': 'Randfritt fönster i morgonljus',
  'post-rut': 'Kalender och räkning i blå toner',
  'post-moving': 'Flyttkartonger i en tom lägenhet',
  'post-garden': 'Nyutslagna blad på våren',
  'post-uppsala': 'Kartnål över Uppsala',
  'post-eco': 'Återvinningssymbol i grönt',
  'post-allergy': 'Ett hjärta mot en ljusblå bakgrund',
  'post-handyman': 'Hammare och skiftnyckel på en arbetsbänk',
  'post-office': 'Ett rent skrivbord på ett kontor',
  'post-app': 'Mobiltelefon med en bokning i appen',
  'avatar-1': 'Porträttillustration',
  'avatar-2': 'Porträttillustration',
  'avatar-3': 'Porträttillustration',
  'avatar-4': 'Porträttillustration',
  'avatar-5': 'Porträttillustration',
  'avatar-6': 'Porträttillustration',
  'account-welcome': 'Ett ombonat hem',
  'account-bookings': 'Kalender med bokade besök',
  'account-invoices': 'Fakturor på ett skrivbord',
  'account-subscriptions': 'Gnistor som symbol för ett abonnemang',
  'account-notifications': 'Pratbubbla med ett meddelande',
};

/** Labels of menu entries that have a `key` in `content/shared/site.ts`. */
export const menuLabels = {
  services: 'Tjänster',
  allServices: 'Alla tjänster',
  business: 'För företag',
  businessOverview: 'Företagstjänster',
  about: 'Om oss',
  company: 'Hemglans',
  cookieSettings: 'Cookieinställningar',
  myPages: 'Mina sidor',
  myBookings: 'Mina bokningar',
  notifications: 'Notiser',
  account: 'Konto',
};

/**
 * Texts of the web config: the news banner's items by version (dates and
 * links in `content/shared/site.ts`); chat and company come from the shared
 * structure.
 */
export const webConfig = {
  chatEnabled: true,
  news: {
    '2026-04-spring-windows': {
      title: 'Vårens fönsterputs: inglasad balkong på köpet',
      description: 'Boka fönsterputs före 31 maj så putsar vi den inglasade balkongen utan extra kostnad.',
      readMore: 'Se erbjudandet',
      close: 'Stäng',
    },
    '2026-11-christmas-cleaning': {
      title: 'Storstädning inför jul',
      description: 'Boka i god tid: de sista veckorna före jul blir tiderna snabbt fullbokade.',
      readMore: 'Boka storstädning',
      close: 'Stäng',
    },
    'rut-on-invoice': {
      title: 'RUT-avdraget dras direkt på fakturan',
      description: 'Du betalar bara halva arbetskostnaden för hemstädning, fönsterputs och trädgårdsarbete.',
      readMore: 'Så fungerar RUT',
      close: 'Stäng',
    },
  },
};

/** Title of the related-articles block under a post. */
export const postTexts = { relatedTitle: 'Läs också' };

/** Translation modules served by `GET /v1/translate/module`. */
export const modules = {
  common: {
    siteName: 'Hemglans',
    readMore: 'Läs mer',
    loadMore: 'Visa fler',
    showAll: 'Visa alla',
    back: 'Tillbaka',
    close: 'Stäng',
    bookNow: 'Boka nu',
    postalCode: 'Postnummer',
    postalCodePlaceholder: '123 45',
    checkPostalCode: 'Se tjänster',
    contactUs: 'Kontakta oss',
    phone: 'Telefon',
    email: 'E-post',
    openingHours: 'Öppettider',
    address: 'Adress',
    skipToContent: 'Hoppa till huvudinnehållet',
    menu: 'Meny',
    language: 'Språk',
    sv: 'Svenska',
    en: 'English',
    myPages: 'Mina sidor',
    logIn: 'Logga in',
    logOut: 'Logga ut',
    priceAfterRut: 'Pris efter RUT-avdrag',
    priceAfterRot: 'Pris efter ROT-avdrag',
    inclVat: 'inkl. moms',
    followUs: 'Följ oss',
    downloadApp: 'Ladda ner appen',
    faq: 'Vanliga frågor',
  },
  post: {
    'category.all': 'Alla',
    'category.tips': 'Tips',
    'category.news': 'Nyheter',
    'category.guides': 'Guider',
    relatedArticles: 'Läs också',
    publishedOn: 'Publicerad {date}',
    readingTime: '{minutes} min läsning',
    tags: 'Taggar',
    filterByTag: 'Filtrera på tagg',
    allTags: 'Alla taggar',
    loadMore: 'Visa fler inlägg',
    noPosts: 'Det finns inga inlägg här ännu.',
    share: 'Dela',
  },
  date: {
    'weekday.monday': 'måndag',
    'weekday.tuesday': 'tisdag',
    'weekday.wednesday': 'onsdag',
    'weekday.thursday': 'torsdag',
    'weekday.friday': 'fredag',
    'weekday.saturday': 'lördag',
    'weekday.sunday': 'söndag',
    'month.january': 'januari',
    'month.february': 'februari',
    'month.march': 'mars',
    'month.april': 'april',
    'month.may': 'maj',
    'month.june': 'juni',
    'month.july': 'juli',
    'month.august': 'augusti',
    'month.september': 'september',
    'month.october': 'oktober',
    'month.november': 'november',
    'month.december': 'december',
    'timeAgo.years': 'för {count} år sedan',
    'timeAgo.months': 'för {count} månader sedan',
    'timeAgo.weeks': 'för {count} veckor sedan',
    'timeAgo.days': 'för {count} dagar sedan',
    'timeAgo.today': 'i dag',
    'timeAgo.yesterday': 'i går',
    week: 'vecka',
    today: 'i dag',
    tomorrow: 'i morgon',
  },
  slug: {
    home: '',
    services: 'tjanster',
    business: 'foretag',
    blog: 'blogg',
    faq: 'vanliga-fragor',
    contact: 'kontakt',
    careers: 'karriar',
    about: 'om-oss',
    booking: 'boka',
    myPages: 'mina-sidor',
    'category.tips': 'tips',
    'category.news': 'nyheter',
    'category.guides': 'guider',
  },
  location: {
    postalCode: 'Postnummer',
    city: 'Ort',
    region: 'Region',
    'region.stockholm': 'Stockholm',
    'region.goteborg': 'Göteborg',
    'region.malmo': 'Malmö',
    'region.uppsala': 'Uppsala',
    'region.vasteras': 'Västerås',
    weAreIn: 'Vi finns i {city}',
    notServed: 'Vi finns tyvärr inte på postnummer {areaCode} ännu.',
    changePostalCode: 'Byt postnummer',
    yourPostalCode: 'Ditt postnummer',
  },
};

/** Job titles and departments by the ids of `jobs` in `content/shared/site.ts`. */
export const jobs = {
  'home-cleaner-stockholm': { title: 'Hemstädare', department: 'Hemstädning' },
  'window-cleaner-goteborg': { title: 'Fönsterputsare', department: 'Fönsterputs' },
  'carpenter-stockholm': { title: 'Snickare och allroundhantverkare', department: 'Hantverk' },
  'team-lead-malmo': { title: 'Teamledare hemstädning', department: 'Hemstädning' },
  'gardener-uppsala': { title: 'Trädgårdsarbetare, säsong', department: 'Trädgård' },
  'customer-service-stockholm': { title: 'Kundtjänstmedarbetare', department: 'Kundservice' },
};

/** Office names and opening hours by the office ids of `content/shared/site.ts`. */
export const offices = {
  stockholm: { name: 'Hemglans Stockholm', openingHours: ['Måndag–fredag 08–17'] },
  goteborg: { name: 'Hemglans Göteborg', openingHours: ['Måndag–fredag 08–17'] },
  malmo: { name: 'Hemglans Malmö', openingHours: ['Måndag–fredag 08–16'] },
  uppsala: { name: 'Hemglans Uppsala', openingHours: ['Måndag–torsdag 08–16', 'Fredag 08–15'] },
};
