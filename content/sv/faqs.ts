/** Swedish FAQ entries (ids in `content/shared/entries.ts`); item ids are the same in every language. `answer` is Markdown. */
export const faqs = {
  'faq-home': {
    title: 'Vanliga frågor',
    items: [
      {
        id: 'home-how-book',
        question: 'Hur bokar jag?',
        answer: 'Skriv ditt postnummer, välj tjänst och tid och legitimera dig med BankID. Bekräftelsen kommer direkt på mejl.',
      },
      {
        id: 'home-rut',
        question: 'Hur fungerar RUT-avdraget?',
        answer: 'Du betalar halva arbetskostnaden och vi begär resten från Skatteverket. Läs mer i vår [guide om RUT](entry:post-rut-guide).',
      },
      {
        id: 'home-keys',
        question: 'Måste jag vara hemma när ni kommer?',
        answer: 'Nej. De flesta kunder lämnar en nyckel till oss. Nycklarna förvaras kodade i låst skåp och kvitteras vid varje uttag.',
      },
      {
        id: 'home-insurance',
        question: 'Vad händer om något går sönder?',
        answer: 'Alla våra medarbetare omfattas av vår ansvarsförsäkring. Anmäl skadan till kundservice inom sju dagar så tar vi hand om resten.',
      },
    ],
  },
  'faq-general': {
    title: 'Om Hemglans',
    items: [
      {
        id: 'general-where',
        question: 'Var finns ni?',
        answer: 'Vi arbetar i Stockholm, Göteborg, Malmö, Uppsala och Västerås med omnejd. Skriv ditt postnummer på startsidan för att se vilka tjänster vi erbjuder hos dig.',
      },
      {
        id: 'general-staff',
        question: 'Är era medarbetare anställda?',
        answer: 'Ja. Alla som utför tjänster hos oss är anställda med kollektivavtal, och vi använder inga underleverantörer för städning.',
      },
      {
        id: 'general-products',
        question: 'Vilka rengöringsmedel använder ni?',
        answer: 'Vi använder miljömärkta medel och mikrofiberdukar. Vill du att vi använder dina egna produkter går det bra.',
      },
      {
        id: 'general-guarantee',
        question: 'Vad innebär nöjd-kund-garantin?',
        answer: 'Är du inte nöjd med något hör du av dig inom två dagar, så kommer vi tillbaka och gör om det utan kostnad.',
      },
    ],
  },
  'faq-booking': {
    title: 'Bokning och ändringar',
    items: [
      {
        id: 'booking-change',
        question: 'Kan jag boka om eller avboka?',
        answer: 'Ja, kostnadsfritt fram till kl. 12 två vardagar före besöket. Det gör du enklast under Mina sidor eller i appen.',
      },
      {
        id: 'booking-bankid',
        question: 'Varför behöver jag BankID?',
        answer: 'Vi behöver veta vem du är för att kunna göra RUT- och ROT-avdrag och för att skydda ditt konto.',
      },
      {
        id: 'booking-first-visit',
        question: 'Hur går första besöket till?',
        answer: 'Vid hemstädning börjar vi med ett startbesök där du och din städare går igenom hemmet och en checklista tillsammans.',
      },
      {
        id: 'booking-sick',
        question: 'Vad händer om min städare är sjuk?',
        answer: 'Vi hör av oss så snart vi vet och erbjuder en ersättare eller en ny tid – du väljer.',
      },
    ],
  },
  'faq-payment': {
    title: 'Betalning och RUT',
    items: [
      {
        id: 'payment-invoice',
        question: 'Hur betalar jag?',
        answer: 'Du får en faktura efter utfört arbete, med e-faktura, Kivra eller per post. Betalningsvillkoret är 20 dagar.',
      },
      {
        id: 'payment-rut-denied',
        question: 'Vad händer om Skatteverket nekar RUT-avdraget?',
        answer: 'Då skickar vi en faktura på mellanskillnaden. Det händer oftast när årets utrymme för avdrag redan är använt.',
      },
      {
        id: 'payment-price',
        question: 'Ingår resor och material i priset?',
        answer: 'Ja, för städning och fönsterputs ingår resor, utrustning och rengöringsmedel. För hantverkstjänster tillkommer material.',
      },
    ],
  },
  'faq-window-cleaning': {
    title: 'Frågor om fönsterputs',
    items: [
      {
        id: 'window-weather',
        question: 'Putsar ni fönster när det regnar?',
        answer: 'Ja, lätt regn är inget problem. Vid kraftigt regn, storm eller minusgrader bokar vi om till närmaste lediga tid.',
      },
      {
        id: 'window-count',
        question: 'Hur räknar jag mina fönster?',
        answer: 'Ett fönster är en båge som går att öppna. Ett fönster med två bågar räknas som två. Spröjsade fönster och inglasade balkonger väljer du separat.',
      },
      {
        id: 'window-frames',
        question: 'Ingår karmar och fönsterbänkar?',
        answer: 'Ja, vi torkar av karmar och fönsterbänkar invändigt. Utvändiga bleck ingår när vi når dem säkert.',
      },
      {
        id: 'window-subscription',
        question: 'Kan jag få fönsterputs regelbundet?',
        answer: 'Ja, med abonnemang kommer vi två, fyra eller sex gånger per år och hör av oss innan varje besök.',
      },
    ],
  },
  'faq-deep-cleaning': {
    title: 'Frågor om storstädning',
    items: [
      {
        id: 'deep-time',
        question: 'Hur lång tid tar en storstädning?',
        answer: 'En trea på 75 kvadratmeter tar ungefär åtta arbetstimmar, oftast två städare under fyra timmar.',
      },
      {
        id: 'deep-home',
        question: 'Behöver jag vara hemma?',
        answer: 'Nej, men det är bra om du är nåbar på telefon. Plocka gärna undan saker från golv och ytor innan vi kommer.',
      },
      {
        id: 'deep-oven',
        question: 'Ingår ugnen?',
        answer: 'Ugnsrengöring är ett tillval som du lägger till när du bokar, liksom kyl, frys och fönster.',
      },
    ],
  },
  'faq-home-cleaning': {
    title: 'Frågor om hemstädning',
    items: [
      {
        id: 'home-cleaning-same',
        question: 'Får jag samma städare varje gång?',
        answer: 'Ja, du får en fast städare. Om din städare är ledig eller sjuk erbjuder vi en ersättare eller en ny tid.',
      },
      {
        id: 'home-cleaning-binding',
        question: 'Finns det någon bindningstid?',
        answer: 'Nej. Du kan pausa eller avsluta med två veckors varsel.',
      },
      {
        id: 'home-cleaning-included',
        question: 'Vad ingår i hemstädningen?',
        answer: '- Dammtorkning av fria ytor\n- Dammsugning och våttorkning av golv\n- Rengöring av kök och badrum\n- Tömning av papperskorgar\n\nTillsammans med din städare bestämmer du vad som är viktigast hos dig.',
      },
      {
        id: 'home-cleaning-pets',
        question: 'Jag har husdjur. Går det bra?',
        answer: 'Absolut. Berätta om dina djur när du bokar så att vi kan skicka en städare utan pälsdjursallergi.',
      },
    ],
  },
  'faq-moving-cleaning': {
    title: 'Frågor om flyttstädning',
    items: [
      {
        id: 'moving-guarantee',
        question: 'Vad innebär besiktningsgarantin?',
        answer: 'Har köparen eller hyresvärden en anmärkning på städningen kommer vi tillbaka inom 48 timmar och åtgärdar den utan kostnad.',
      },
      {
        id: 'moving-when',
        question: 'När ska jag boka flyttstädningen?',
        answer: 'Helst två till fyra veckor i förväg. Kring månadsskiften blir det fullt snabbt.',
      },
      {
        id: 'moving-empty',
        question: 'Måste bostaden vara tom?',
        answer: 'Ja, möbler och flyttkartonger ska vara ute så att vi kommer åt att städa överallt.',
      },
    ],
  },
  'faq-handyman': {
    title: 'Frågor om hantverkstjänster',
    items: [
      {
        id: 'handyman-rot',
        question: 'Får jag ROT-avdrag?',
        answer: 'Ja, för arbetskostnaden. Avdraget är 30 procent och dras direkt på fakturan.',
      },
      {
        id: 'handyman-material',
        question: 'Tar hantverkaren med material?',
        answer: 'Ja, skruv, plugg och annat förbrukningsmaterial ingår. Större material köper vi in efter överenskommelse.',
      },
      {
        id: 'handyman-electric',
        question: 'Gör ni el- och vvs-arbeten?',
        answer: 'Enklare byten som lampor och strömbrytare i befintliga dosor gör vi. Arbeten som kräver behörighet ordnar vi med en auktoriserad partner.',
      },
    ],
  },
  'faq-gardening': {
    title: 'Frågor om trädgårdsskötsel',
    items: [
      {
        id: 'garden-waste',
        question: 'Tar ni hand om trädgårdsavfallet?',
        answer: 'Vi kan lägga det i din kompost eller forsla bort det mot en avgift.',
      },
      {
        id: 'garden-machines',
        question: 'Behöver jag ha egna maskiner?',
        answer: 'Nej, vi tar med gräsklippare, häcksax och det som behövs.',
      },
      {
        id: 'garden-season',
        question: 'När är säsongen?',
        answer: 'Löpande skötsel erbjuder vi från april till oktober. Vår- och höststädning bokas i mars–maj och september–november.',
      },
    ],
  },
  'faq-recycling': {
    title: 'Frågor om bortforsling',
    items: [
      {
        id: 'recycling-what',
        question: 'Vad kan ni hämta?',
        answer: 'Möbler, vitvaror, elektronik, kartonger och grovsopor. Farligt avfall hämtar vi inte.',
      },
      {
        id: 'recycling-rut',
        question: 'Får jag RUT-avdrag?',
        answer: 'Ja, på arbetskostnaden för att bära ut och forsla bort bohag. Avgifter för deponi ger inget avdrag.',
      },
      {
        id: 'recycling-second-hand',
        question: 'Vad händer med saker som fortfarande fungerar?',
        answer: 'Hela möbler och fungerande vitvaror lämnar vi till second hand.',
      },
    ],
  },
  'faq-office-cleaning': {
    title: 'Frågor om kontorsstädning',
    items: [
      {
        id: 'office-when',
        question: 'När städar ni?',
        answer: 'När det passar er – tidigt på morgonen, under dagen eller efter kontorstid.',
      },
      {
        id: 'office-contract',
        question: 'Hur lång är avtalstiden?',
        answer: 'Våra avtal löper tills vidare med tre månaders uppsägning. Vi erbjuder också en provmånad.',
      },
      {
        id: 'office-supplies',
        question: 'Kan ni fylla på förbrukningsmaterial?',
        answer: 'Ja, vi kan ta hand om papper, tvål och soppåsar och fakturera det på samma faktura.',
      },
    ],
  },
  'faq-office-moving': {
    title: 'Frågor om kontorsflytt',
    items: [
      {
        id: 'office-moving-weekend',
        question: 'Kan ni flytta över en helg?',
        answer: 'Ja, de flesta kontorsflyttar gör vi fredag kväll till söndag så att ni kan börja arbeta på måndag.',
      },
      {
        id: 'office-moving-it',
        question: 'Flyttar ni it-utrustning?',
        answer: 'Vi packar och flyttar datorer och skärmar säkert. Inkoppling av nätverk görs av er it-leverantör.',
      },
      {
        id: 'office-moving-insurance',
        question: 'Är godset försäkrat?',
        answer: 'Ja, allt vi flyttar omfattas av vår transportförsäkring.',
      },
    ],
  },
  'faq-housing-cooperatives': {
    title: 'Frågor från bostadsrättsföreningar',
    items: [
      {
        id: 'brf-report',
        question: 'Hur vet styrelsen vad som har gjorts?',
        answer: 'Efter varje besök får styrelsen en kort rapport med vad som gjorts och eventuella avvikelser.',
      },
      {
        id: 'brf-start',
        question: 'Hur kommer vi igång?',
        answer: 'Vi träffar styrelsen, går runt i föreningen och lämnar en offert inom en vecka.',
      },
      {
        id: 'brf-snow',
        question: 'Ingår snöröjning?',
        answer: 'Snöröjning och sandning av gångar kan ingå i avtalet för utemiljö.',
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
        answer: 'Alla våra medarbetare omfattas av vår ansvarsförsäkring. Anmäl skadan till kundservice inom 14 dagar, i appen eller på Mina sidor, så tar vi hand om resten.',
      },
    },
  },
};
