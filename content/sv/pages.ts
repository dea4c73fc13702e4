/**
 * Swedish texts of the pages in `content/shared/entries.ts`, by entry id and
 * section id. `body` is Markdown; links in Markdown may use `entry:` and
 * `route:` targets.
 */
export const pages = {
  home: {
    title: 'Hemglans',
    seo: {
      title: 'Hemglans – hemstädning, fönsterputs och hantverkare med RUT',
      description:
        'Boka hemstädning, fönsterputs, storstädning och flyttstädning i Stockholm, Göteborg, Malmö och Uppsala. Fast pris, försäkrat arbete och RUT-avdraget direkt på fakturan.',
    },
    sections: {
      hero: {
        title: 'Mer tid för det du tycker om',
        subtitle: 'Vi städar, putsar fönster och fixar det där som aldrig blir av. Skriv ditt postnummer så ser du vad vi erbjuder där du bor.',
      },
      booking: {
        title: 'Boka städning på två minuter',
        text: 'Välj tjänst, se lediga tider och boka direkt. RUT-avdraget drar vi av på fakturan.',
      },
      why: {
        title: 'Därför väljer 40 000 hushåll Hemglans',
        items: [
          { title: 'Samma städare varje gång', text: 'Med hemstädning får du en fast städare som lär sig ditt hem och hur du vill ha det.' },
          { title: 'Nöjd-kund-garanti', text: 'Blev något inte som du tänkt dig? Hör av dig inom två dagar så kommer vi tillbaka utan kostnad.' },
          { title: 'Anställda och försäkrade', text: 'Alla som arbetar hos oss har kollektivavtal, utbildning och ansvarsförsäkring.' },
          { title: 'Enkelt i appen', text: 'Boka om, lämna instruktioner och se dina fakturor när det passar dig.' },
        ],
      },
      services: {
        title: 'Hjälp med hela hemmet',
        items: [
          {
            title: 'Hemstädning',
            body: 'Varannan vecka, varje vecka eller en gång i månaden. Vi dammar, torkar, dammsuger och våttorkar – och lämnar köket och badrummet skinande.',
            action: { label: 'Läs om hemstädning' },
          },
          {
            title: 'Fönsterputs',
            body: 'Klara fönster in- och utsida, med karmar och fönsterbänkar. Boka en gång eller som abonnemang vår och höst.',
            action: { label: 'Läs om fönsterputs' },
          },
          {
            title: 'Hantverkare',
            body: 'Tavlor, lampor, hyllor och trasiga lister. Våra hantverkare tar hand om småjobben – med ROT-avdrag.',
            action: { label: 'Läs om hantverkstjänster' },
          },
          {
            title: 'Trädgård',
            body: 'Gräsklippning, häckklippning och vårstädning av rabatterna. Vi sköter trädgården medan du njuter av den.',
            action: { label: 'Läs om trädgårdsskötsel' },
          },
        ],
      },
      steps: {
        title: 'Så bokar du',
        steps: [
          { title: 'Skriv ditt postnummer', text: 'Då ser du vilka tjänster vi erbjuder där du bor.' },
          { title: 'Välj tid och omfattning', text: 'Du ser priset efter RUT-avdrag innan du bekräftar.' },
          { title: 'Legitimera dig med BankID', text: 'Klart! Bekräftelsen kommer på mejl och i appen.' },
        ],
      },
      testimonials: {
        title: 'Det säger våra kunder',
        items: [
          {
            title: 'Karin, Bromma',
            subtitle: 'Hemstädning varannan vecka',
            description: 'Vi har haft samma städare i tre år. Det är som att komma hem till ett hotellrum varannan fredag.',
          },
          {
            title: 'Ahmed, Mölndal',
            subtitle: 'Flyttstädning',
            description: 'Besiktningen gick igenom utan en enda anmärkning. Värt varenda krona när man har tusen andra saker att tänka på.',
          },
          {
            title: 'Lena och Per, Lund',
            subtitle: 'Fönsterputs',
            description: 'Snabbt, noggrant och trevligt. De tog till och med de höga fönstren i trapphuset.',
          },
          {
            title: 'Sofia, Uppsala',
            subtitle: 'Storstädning',
            description: 'Ugnen ser ut som ny. Jag hade gett upp hoppet om den.',
          },
        ],
      },
      reviews: { title: 'Omdömen från våra kunder' },
      articles: { title: 'Tips och nyheter' },
      faq: { title: 'Vanliga frågor' },
      app: {
        title: 'Hemglans i mobilen',
        text: 'Boka om, lämna meddelanden till din städare och håll koll på fakturorna i vår app. Logga in med BankID.',
      },
      areas: {
        title: 'Här finns vi',
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
          { name: 'Göteborg' },
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
    title: 'Tjänster',
    seo: {
      title: 'Våra tjänster för hem och företag | Hemglans',
      description: 'Hemstädning, fönsterputs, storstädning, flyttstädning, hantverkare, trädgård och bortforsling – och tjänster för kontor och bostadsrättsföreningar.',
    },
    sections: {
      hero: {
        title: 'Våra tjänster',
        subtitle: 'Från veckostädning till kontorsflytt. Allt utfört av anställd, utbildad och försäkrad personal.',
      },
      more: { title: 'För ditt hem' },
      audiences: {
        items: [
          {
            title: 'För privatpersoner',
            body: 'Alla våra hemtjänster är **RUT- eller ROT-berättigade**. Du betalar bara din del – resten sköter vi med Skatteverket.',
            action: { label: 'Se hemstädning' },
          },
          {
            title: 'För företag och föreningar',
            body: 'Kontorsstädning, kontorsflytt och skötsel av fastigheter. Ett avtal, en kontaktperson och fast månadspris.',
            action: { label: 'Tjänster för företag' },
          },
        ],
      },
      rut: {
        text: 'Med RUT-avdraget betalar du halva arbetskostnaden. Vi drar av det direkt på fakturan.',
        action: { label: 'Så fungerar RUT' },
      },
      faq: { title: 'Frågor om våra tjänster' },
    },
  },

  'service-window-cleaning': {
    title: 'Fönsterputs',
    seo: {
      title: 'Fönsterputs med RUT-avdrag – boka online | Hemglans',
      description: 'Professionell fönsterputs in- och utvändigt. Boka en gång eller som abonnemang, med RUT-avdrag och nöjd-kund-garanti.',
    },
    tags: ['fönsterputs'],
    sections: {
      hero: {
        title: 'Fönsterputs som gör skillnad',
        subtitle: 'Klara, randfria fönster – in- och utsida, karmar och fönsterbänkar. Se pris och lediga tider för ditt postnummer.',
      },
      intro: {
        title: 'Vi tar hand om alla sorters fönster',
        body:
          'Våra fönsterputsare har med sig allt som behövs: skrapor, gummiraka, stegar och miljömärkt rengöringsmedel. Vi putsar **vanliga fönster, spröjsade fönster, inglasade balkonger och takfönster** upp till fyra meter.\n\nDu betalar per fönster, så priset är klart innan vi kommer. Med RUT-avdraget betalar du bara halva arbetskostnaden.',
        action: { label: 'Boka fönsterputs' },
      },
      steps: {
        title: 'Så går det till',
        steps: [
          { title: 'Räkna dina fönster', text: 'Ange hur många fönster och vilka typer du har, så räknar vi ut priset direkt.' },
          { title: 'Välj en tid', text: 'Vi kommer på utsatt tid, oftast redan inom en vecka.' },
          { title: 'Njut av utsikten', text: 'Vi lämnar inga ränder – och inga fotspår på golvet.' },
        ],
      },
      widget: { title: 'Boka direkt här' },
      testimonials: {
        title: 'Nöjda kunder',
        items: [
          {
            title: 'Gunilla, Täby',
            subtitle: 'Fönsterputs två gånger om året',
            description: 'Jag behöver aldrig påminna. De hör av sig i april och i oktober och sedan är det bara klart.',
          },
          {
            title: 'Lena och Per, Lund',
            subtitle: 'Fönsterputs',
            description: 'Snabbt, noggrant och trevligt. De tog till och med de höga fönstren i trapphuset.',
          },
        ],
      },
      faq: { title: 'Frågor om fönsterputs' },
      articles: { title: 'Läs mer om fönster', tags: ['fönsterputs'] },
      more: { title: 'Fler tjänster' },
    },
  },

  'service-deep-cleaning': {
    title: 'Storstädning',
    seo: {
      title: 'Storstädning – från golv till tak | Hemglans',
      description: 'Grundlig storstädning av hela hemmet, inklusive ugn, kyl och badrum. Fast pris efter bostadens storlek och RUT-avdrag på fakturan.',
    },
    tags: ['städning'],
    sections: {
      hero: {
        title: 'Storstädning från golv till tak',
        subtitle: 'En grundlig städning av hela hemmet, inför våren, en fest eller bara för att det behövs.',
      },
      intro: {
        title: 'När vanlig städning inte räcker',
        body:
          'Vid en storstädning tar vi det som inte hinns med varje vecka: **avkalkning av kakel, rengöring av lister, dörrar och element**, och allt det som samlats ovanpå skåpen.\n\nPriset beror på bostadens storlek och du ser det innan du bokar. Vill du ha med ugn, kyl eller fönster lägger du till det i bokningen.',
      },
      included: {
        title: 'Det här ingår',
        items: [
          {
            title: 'Kök',
            body: '- Rengöring av skåpluckor, handtag och kakel\n- Spis, fläkt och diskbänk\n- Micro och små köksmaskiner utvändigt',
          },
          {
            title: 'Badrum',
            body: '- Avkalkning av kakel, blandare och duschvägg\n- Toalett, handfat och golvbrunn\n- Speglar och skåp',
          },
          {
            title: 'Vardagsrum och sovrum',
            body: '- Dammtorkning av lister, dörrar och element\n- Dammsugning och våttorkning av golv\n- Dammsugning av möbler',
          },
        ],
      },
      how: {
        title: 'Så fungerar det',
        items: [
          { title: 'Fast pris', text: 'Priset bygger på bostadens yta. Inga överraskningar efteråt.' },
          { title: 'Vi tar med allt', text: 'Våra städare har med sig utrustning och miljömärkta medel.' },
          { title: 'Två städare', text: 'I de flesta hem arbetar vi två och två, så det går snabbare.' },
          { title: 'Garanti', text: 'Är du inte nöjd kommer vi tillbaka och gör om det som inte blev rätt.' },
        ],
      },
      addons: {
        title: 'Tillval',
        body: 'Lägg till det du behöver när du bokar:\n\n- **Ugnsrengöring** – inuti, plåtar och galler\n- **Kyl och frys** – avfrostning och rengöring\n- **Fönsterputs** – samma dag, samma besök\n- **Balkong** – sopning och avtorkning av räcke',
      },
      faq: { title: 'Frågor om storstädning' },
      book: { text: 'Se pris och lediga tider för ditt hem.', action: { label: 'Boka storstädning' } },
      more: { title: 'Fler tjänster' },
    },
  },

  'service-home-cleaning': {
    title: 'Hemstädning',
    seo: {
      title: 'Hemstädning med fast städare och RUT | Hemglans',
      description: 'Regelbunden hemstädning varje vecka, varannan vecka eller en gång i månaden. Fast städare, nöjd-kund-garanti och RUT-avdrag direkt på fakturan.',
    },
    tags: ['städning'],
    sections: {
      hero: {
        title: 'Hemstädning som passar ditt liv',
        subtitle: 'Samma städare varje gång, på den dag som passar dig. Skriv ditt postnummer för att komma igång.',
      },
      booking: {
        title: 'Välj hur du vill ha det',
        text: 'Regelbunden städning med fast städare, eller en engångsstädning när det behövs.',
      },
      intro: {
        title: 'Ett rent hem, utan att du behöver tänka på det',
        body:
          'Din städare kommer på samma veckodag och tid och följer en checklista som ni går igenom vid första besöket. Vill du ändra något lämnar du ett meddelande i appen.\n\nI hemstädningen ingår **dammtorkning, dammsugning, våttorkning av golv, rengöring av kök och badrum** och att bädda med rena lakan om du vill. Du bestämmer själv vad som är viktigast.',
      },
      steps: {
        title: 'Så kommer du igång',
        steps: [
          { title: 'Boka ett startbesök', text: 'Vi går igenom ditt hem och dina önskemål tillsammans.' },
          { title: 'Träffa din städare', text: 'Du får en fast städare som kommer samma tid varje gång.' },
          { title: 'Luta dig tillbaka', text: 'Ändra, pausa eller avsluta när du vill – utan bindningstid.' },
        ],
      },
      rut: {
        text: 'Du betalar bara halva arbetskostnaden tack vare RUT-avdraget. Vi sköter ansökan.',
        action: { label: 'Läs om RUT-avdraget' },
      },
      testimonials: {
        title: 'Våra kunder om hemstädning',
        items: [
          {
            title: 'Karin, Bromma',
            subtitle: 'Hemstädning varannan vecka',
            description: 'Vi har haft samma städare i tre år. Det är som att komma hem till ett hotellrum varannan fredag.',
          },
          {
            title: 'Jonas, Kungsholmen',
            subtitle: 'Hemstädning varje vecka',
            description: 'Två små barn och två heltidsjobb. Hemstädningen är den bästa investering vi gjort.',
          },
          {
            title: 'Sofia, Uppsala',
            subtitle: 'Engångsstädning',
            description: 'Jag bokade en städning innan svärföräldrarna kom på besök. Nu har jag abonnemang.',
          },
        ],
      },
      faq: { title: 'Frågor om hemstädning' },
      articles: { title: 'Städtips' },
      more: { title: 'Fler tjänster' },
    },
  },

  'service-moving-cleaning': {
    title: 'Flyttstädning',
    seo: {
      title: 'Flyttstädning med besiktningsgaranti | Hemglans',
      description: 'Flyttstädning enligt mäklarsamfundets checklista, med besiktningsgaranti och RUT-avdrag. Fast pris efter bostadens storlek.',
    },
    tags: ['flytt'],
    sections: {
      hero: {
        title: 'Flyttstädning med garanti',
        subtitle: 'Vi lämnar bostaden klar för besiktning. Anmärker köparen eller hyresvärden kommer vi tillbaka utan kostnad.',
      },
      intro: {
        title: 'En sak mindre att tänka på när du flyttar',
        body:
          'Flyttstädningen följer den checklista som de flesta mäklare och hyresvärdar använder. Vi städar **hela bostaden inklusive vitvaror, förråd och fönster**, och du får en besiktningsgaranti på köpet.\n\nBoka gärna i god tid – månadsskiften blir fullbokade först.',
        action: { label: 'Boka flyttstädning' },
      },
      checklist: {
        title: 'Det här ingår i flyttstädningen',
        body:
          '### Alla rum\n\n- Golv, lister, dörrar, karmar och element\n- Garderober och skåp in- och utvändigt\n- Fönster in- och utvändigt, inklusive mellan glasen\n\n### Kök\n\n- Ugn, plåtar och galler\n- Kyl och frys, avfrostade\n- Fläkt, filter och diskmaskin\n\n### Badrum\n\n- Kakel och fogar avkalkade\n- Golvbrunn rensad\n- Tvättmaskin och torktumlare, inklusive filter',
      },
      steps: {
        title: 'Från bokning till nyckelöverlämning',
        steps: [
          { title: 'Boka i god tid', text: 'Helst två till fyra veckor innan tillträdet.' },
          { title: 'Töm bostaden', text: 'Vi städar när möblerna är ute, så att vi kommer åt överallt.' },
          { title: 'Lämna över med gott samvete', text: 'Blir det en anmärkning vid besiktningen åtgärdar vi den inom 48 timmar.' },
        ],
      },
      widget: { title: 'Se lediga tider' },
      faq: { title: 'Frågor om flyttstädning' },
      articles: { title: 'Guider inför flytten' },
      more: { title: 'Fler tjänster' },
    },
  },

  'service-handyman': {
    title: 'Hantverkare',
    seo: {
      title: 'Hantverkare för småjobb i hemmet | Hemglans',
      description: 'Montering, upphängning, reparationer och enklare snickeri. Erfarna hantverkare med ROT-avdrag direkt på fakturan.',
    },
    tags: ['hantverkare'],
    sections: {
      hero: {
        title: 'Hantverkare för småjobben',
        subtitle: 'Hyllor, lampor, tavlor och den där dörren som inte stänger. Beskriv jobbet så återkommer vi med ett förslag.',
      },
      jobs: {
        title: 'Vanliga uppdrag',
        items: [
          {
            title: 'Montering',
            body: 'Möbler, garderober, köksluckor och bokhyllor – vi monterar och förankrar i väggen.',
          },
          {
            title: 'Upphängning',
            body: 'Tavlor, speglar, gardinstänger och tv-fästen, rakt och stadigt oavsett väggtyp.',
          },
          {
            title: 'Reparationer',
            body: 'Lister, trösklar, dörrar som kärvar och skåpluckor som hänger snett.',
          },
        ],
      },
      steps: {
        title: 'Så går det till',
        steps: [
          { title: 'Beskriv jobbet', text: 'Berätta vad som ska göras, gärna med bilder.' },
          { title: 'Få ett förslag', text: 'Vi återkommer inom en arbetsdag med pris och tid.' },
          { title: 'Klart', text: 'Hantverkaren tar med verktyg och material som behövs.' },
        ],
      },
      book: { text: 'Har du en lista med småjobb? Samla dem i ett besök.', action: { label: 'Beskriv ditt jobb' } },
      faq: { title: 'Frågor om hantverkstjänster' },
      more: { title: 'Fler tjänster' },
    },
  },

  'service-gardening': {
    title: 'Trädgård',
    seo: {
      title: 'Trädgårdsskötsel med RUT-avdrag | Hemglans',
      description: 'Gräsklippning, häckklippning, vår- och höststädning och skötsel när du är på semester. Erfarna trädgårdsarbetare med RUT-avdrag.',
    },
    tags: ['trädgård'],
    sections: {
      hero: {
        title: 'En trädgård att njuta av',
        subtitle: 'Vi klipper, rensar och krattar så att du kan sitta i solen. Se vad vi erbjuder på ditt postnummer.',
      },
      intro: {
        title: 'Trädgårdsarbete är RUT-berättigat',
        body:
          'Gräsklippning, ogräsrensning, häckklippning och lövkrattning ger **RUT-avdrag på halva arbetskostnaden**. Vi tar med oss maskiner och kan forsla bort trädgårdsavfallet.\n\nVåra trädgårdsarbetare har arbetat i yrket i många år och ger gärna råd om beskärning och plantering.',
      },
      seasons: {
        title: 'Välj det som passar din trädgård',
        items: [
          {
            title: 'Vår- och höststädning',
            body: 'Vi krattar, rensar rabatter, klipper ner perenner och gör trädgården redo för säsongen.',
            action: { label: 'Boka vår- eller höststädning' },
          },
          {
            title: 'Löpande skötsel',
            body: 'Gräsklippning och ogräsrensning varje eller varannan vecka under säsongen.',
            action: { label: 'Begär offert på skötsel' },
          },
          {
            title: 'Under semestern',
            body: 'Vi vattnar, klipper gräset och skördar det som mognar medan du är borta.',
            action: { label: 'Boka semesterskötsel' },
          },
        ],
      },
      faq: { title: 'Frågor om trädgårdsskötsel' },
      articles: { title: 'Trädgårdstips', tags: ['trädgård'] },
      more: { title: 'Fler tjänster' },
    },
  },

  'service-recycling': {
    title: 'Bortforsling',
    seo: {
      title: 'Bortforsling och återvinning av möbler | Hemglans',
      description: 'Vi hämtar möbler, vitvaror och grovsopor och lämnar dem till återvinning eller second hand. RUT-avdrag på arbetet.',
    },
    tags: ['flytt'],
    sections: {
      hero: {
        title: 'Vi forslar bort det du inte behöver',
        subtitle: 'Möbler, vitvaror och grovsopor hämtas och sorteras – det som går att använda igen skänks vidare.',
      },
      intro: {
        title: 'Återvinning utan krångel',
        body:
          'Du behöver inte hyra släp eller åka till återvinningscentralen. Vi bär ut, lastar och **sorterar enligt kommunens regler**. Hela möbler i gott skick lämnar vi till second hand.\n\nBortforsling av bohag är RUT-berättigad, så du betalar bara halva arbetskostnaden.',
      },
      what: {
        title: 'Det här hämtar vi',
        body: '- Möbler och mattor\n- Vitvaror och elektronik\n- Kartonger och emballage efter flytten\n- Trädgårdsmöbler och grillar\n\nVi hämtar inte farligt avfall som färgrester, kemikalier eller asbest.',
      },
      faq: { title: 'Frågor om bortforsling' },
      more: { title: 'Fler tjänster' },
    },
  },

  'service-carpet-cleaning': {
    title: 'Mattvätt',
    seo: {
      title: 'Mattvätt med hämtning och leverans | Hemglans',
      description: 'Vi hämtar dina mattor, tvättar dem skonsamt och lämnar tillbaka dem rena och torra inom två veckor.',
    },
    tags: ['städning', 'mattor'],
    sections: {
      hero: {
        title: 'Mattor som känns som nya',
        subtitle: 'Vi hämtar, tvättar och lämnar tillbaka – du behöver inte bära något själv.',
        action: { label: 'Fråga om mattvätt' },
      },
      intro: {
        title: 'Skonsam tvätt för varje material',
        body:
          'Ull, bomull, syntet och handknutna mattor tvättas var för sig med **metoder anpassade efter materialet**. Fläckar förbehandlas och mattan torkas hängande så att den behåller formen.\n\nHämtning och leverans ingår i Stockholm, Göteborg och Malmö.',
      },
      what: {
        title: 'Så går det till',
        body: '1. Du berättar vilka mattor du har och ungefär hur stora de är.\n2. Vi hämtar dem en dag som passar dig.\n3. Inom två veckor kommer de tillbaka, rena och torra.',
      },
      more: { title: 'Fler tjänster' },
    },
  },

  business: {
    title: 'För företag',
    seo: {
      title: 'Städning och service för företag | Hemglans',
      description: 'Kontorsstädning, kontorsflytt och tjänster för bostadsrättsföreningar. En kontaktperson, tydliga avtal och personal med kollektivavtal.',
    },
    sections: {
      hero: {
        title: 'En arbetsplats som känns välkomnande',
        subtitle: 'Städning och service för kontor, butiker och bostadsrättsföreningar – med en fast kontaktperson.',
        action: { label: 'Kontakta vår företagssäljare' },
      },
      offer: {
        title: 'Tjänster för företag och föreningar',
        items: [
          {
            title: 'Kontorsstädning',
            body: 'Daglig, veckovis eller efter behov. Vi anpassar schemat efter er verksamhet.',
            action: { label: 'Om kontorsstädning' },
          },
          {
            title: 'Kontorsflytt',
            body: 'Planering, packning, transport och flyttstädning – så att ni är igång igen på måndag.',
            action: { label: 'Om kontorsflytt' },
          },
          {
            title: 'Bostadsrättsföreningar',
            body: 'Trappstädning, utemiljö och fastighetsskötsel med ett avtal för hela föreningen.',
            action: { label: 'Om tjänster för föreningar' },
          },
        ],
      },
      widget: { title: 'Boka ett möte med oss' },
      testimonials: {
        title: 'Företag som anlitar oss',
        items: [
          {
            title: 'Reklambyrå, Södermalm',
            subtitle: 'Kontorsstädning tre dagar i veckan',
            description: 'Städningen sker innan vi kommer på morgonen. Vi märker den bara på att allt är rent.',
          },
          {
            title: 'BRF Eken, Solna',
            subtitle: 'Trappstädning och utemiljö',
            description: 'Styrelsen har fått en kontaktperson att ringa i stället för fem olika leverantörer.',
          },
        ],
      },
      benefits: {
        title: 'Hemstädning som personalförmån',
        text: 'Ge era anställda mer fritid: de bokar hemstädning hos oss, med RUT-avdrag som vanligt, och vi kommer överens med er om villkoren. Berätta om ert företag så hör vår säljavdelning av sig.',
      },
      contact: {
        title: 'Prata med oss',
        text: 'Vi besöker er kostnadsfritt och lämnar en offert inom en vecka.',
        openingHours: ['Måndag–fredag 08–17'],
      },
      partner: {
        title: 'Bli partner',
        text: 'Driver ni ett fastighetsbolag, en mäklarbyrå eller ett annat företag vars kunder behöver hjälp hemma? Ansök om att bli partner så kontaktar vår säljavdelning er.',
      },
      more: { title: 'Läs mer' },
    },
  },

  'service-office-cleaning': {
    title: 'Kontorsstädning',
    seo: {
      title: 'Kontorsstädning anpassad efter er verksamhet | Hemglans',
      description: 'Regelbunden kontorsstädning med fast städteam, kvalitetsuppföljning och miljömärkta medel. Begär offert i dag.',
    },
    tags: ['företag'],
    sections: {
      hero: {
        title: 'Kontorsstädning som märks',
        subtitle: 'Ett rent kontor är trivsammare och friskare. Berätta om er arbetsplats så återkommer vi med ett förslag.',
      },
      intro: {
        title: 'Ett fast team som känner ert kontor',
        body:
          'Vi tar fram en städplan tillsammans med er: vad som ska göras, hur ofta och när. Samma team kommer varje gång och **vi följer upp kvaliteten varje månad**.\n\nVi använder miljömärkta medel och mikrofiberdukar och kan ta hand om förbrukningsmaterial som papper och tvål.',
      },
      how: {
        title: 'Så arbetar vi',
        items: [
          { title: 'Kostnadsfritt besök', text: 'Vi går igenom lokalen och era behov på plats.' },
          { title: 'Tydlig offert', text: 'Fast månadspris med en städplan som visar vad som ingår.' },
          { title: 'Fast städteam', text: 'Samma personer varje gång, med passerkort och nycklar hos oss.' },
          { title: 'Uppföljning', text: 'Kvalitetskontroll varje månad och en kontaktperson som svarar.' },
        ],
      },
      contact: {
        title: 'Begär offert',
        text: 'Ring eller mejla vår företagsavdelning.',
        openingHours: ['Måndag–fredag 08–17'],
      },
      faq: { title: 'Frågor om kontorsstädning' },
      more: { title: 'Fler företagstjänster' },
    },
  },

  'service-office-moving': {
    title: 'Kontorsflytt',
    seo: {
      title: 'Kontorsflytt från planering till uppackning | Hemglans',
      description: 'Vi planerar, packar, flyttar och städar – så att ert företag är igång igen direkt efter flytten.',
    },
    tags: ['företag', 'flytt'],
    sections: {
      hero: {
        title: 'Kontorsflytt utan stillestånd',
        subtitle: 'Vi flyttar er över helgen och lämnar den gamla lokalen städad. Beskriv flytten så återkommer vi med en plan.',
      },
      intro: {
        title: 'En projektledare från start till mål',
        body:
          'Ni får en projektledare som gör en tidplan, bokar hiss och lastzon och samordnar med fastighetsägaren. Vi **packar, märker, flyttar och monterar** arbetsplatserna på plats.\n\nTill flytten kan ni lägga till flyttstädning av den gamla lokalen och bortforsling av möbler som inte ska med.',
      },
      steps: {
        title: 'Så går en kontorsflytt till',
        steps: [
          { title: 'Inventering', text: 'Vi går igenom lokalen och gör en flyttplan tillsammans med er.' },
          { title: 'Packning och märkning', text: 'Varje låda och möbel får en plats i den nya lokalen.' },
          { title: 'Flytt och montering', text: 'Arbetsplatserna står klara när ni kommer tillbaka.' },
          { title: 'Städning', text: 'Vi flyttstädar den gamla lokalen inför avflyttningsbesiktningen.' },
        ],
      },
      book: { text: 'Berätta om er flytt så hör vi av oss inom en arbetsdag.', action: { label: 'Begär offert på kontorsflytt' } },
      faq: { title: 'Frågor om kontorsflytt' },
      more: { title: 'Fler företagstjänster' },
    },
  },

  'service-housing-cooperatives': {
    title: 'Bostadsrättsföreningar',
    seo: {
      title: 'Städning och skötsel för bostadsrättsföreningar | Hemglans',
      description: 'Trappstädning, utemiljö och fastighetsskötsel för bostadsrättsföreningar. Ett avtal, en kontaktperson och nöjda boende.',
    },
    tags: ['företag'],
    sections: {
      hero: {
        title: 'Trivsel i hela föreningen',
        subtitle: 'Trappstädning, utemiljö och fastighetsskötsel med ett och samma avtal.',
      },
      offer: {
        title: 'Det kan vi hjälpa föreningen med',
        items: [
          { title: 'Trappstädning', body: 'Entréer, trapphus, hissar och tvättstugor städas enligt ett fast schema.' },
          { title: 'Utemiljö', body: 'Gräsklippning, rabatter, lövkrattning och snöröjning av gångar.' },
          { title: 'Fastighetsskötsel', body: 'Byte av belysning, tillsyn av gemensamma utrymmen och små reparationer.' },
        ],
      },
      board: {
        title: 'För styrelsen',
        body:
          'Som styrelse vill ni lägga tiden på rätt saker. Med oss får ni **en kontaktperson, en faktura i månaden och en rapport** efter varje besök. Avtalet kan sägas upp med tre månaders varsel.\n\nVi träffar gärna styrelsen för en genomgång av föreningens behov – utan kostnad.',
      },
      contact: {
        title: 'Kontakta oss',
        text: 'Boka ett möte så går vi runt i föreningen tillsammans.',
        openingHours: ['Måndag–fredag 08–17'],
      },
      faq: { title: 'Frågor från bostadsrättsföreningar' },
      more: { title: 'Fler företagstjänster' },
    },
  },

  faq: {
    title: 'Vanliga frågor',
    seo: {
      title: 'Vanliga frågor och svar | Hemglans',
      description: 'Svar på vanliga frågor om bokning, betalning, RUT-avdrag, nycklar och försäkring.',
    },
    sections: {
      hero: { title: 'Vanliga frågor', subtitle: 'Här har vi samlat svaren på det kunder oftast undrar över.' },
      general: { title: 'Om Hemglans' },
      booking: { title: 'Bokning och ändringar' },
      payment: { title: 'Betalning och RUT' },
      contact: { text: 'Hittade du inte svaret? Vår kundservice hjälper dig gärna.', action: { label: 'Kontakta oss' } },
    },
  },

  contact: {
    title: 'Kontakt',
    seo: {
      title: 'Kontakta Hemglans – kundservice och kontor',
      description: 'Ring, mejla eller besök oss. Kundservice har öppet vardagar 08–17 och lördagar 10–14. Kontor i Stockholm, Göteborg, Malmö och Uppsala.',
    },
    sections: {
      hero: { title: 'Kontakta oss', subtitle: 'Vi svarar på frågor om bokningar, fakturor och tjänster.' },
      customerService: {
        title: 'Kundservice',
        text: 'Du når oss snabbast i appen eller på telefon. Mejl besvarar vi inom en arbetsdag.',
        openingHours: ['Måndag–fredag 08–17', 'Lördag 10–14', 'Söndag stängt'],
      },
      offices: { title: 'Våra kontor' },
      team: {
        title: 'Kontaktpersoner',
        employees: [
          { role: 'Kundtjänstchef' },
          { role: 'Regionchef Stockholm' },
          { role: 'Regionchef Göteborg' },
          { role: 'Regionchef Malmö' },
          { role: 'Regionchef Uppsala' },
        ],
      },
      faq: { title: 'Innan du hör av dig' },
    },
  },

  careers: {
    title: 'Karriär',
    seo: {
      title: 'Jobba hos oss | Hemglans',
      description: 'Vi söker städare, fönsterputsare, hantverkare och trädgårdsarbetare. Fast anställning, kollektivavtal och betald utbildning.',
    },
    sections: {
      hero: { title: 'Jobba hos Hemglans', subtitle: 'Fast anställning, kollektivavtal och kollegor som bryr sig.' },
      intro: {
        title: 'Ett jobb att vara stolt över',
        body:
          'Hos oss är alla **anställda med kollektivavtal**, schemalagd arbetstid och betald restid mellan kunderna. Du får en introduktionsutbildning och arbetskläder, och du har alltid en teamledare att ringa.\n\nVi tror på att samma person ska komma till samma kund. Det gör jobbet roligare och kunderna nöjdare.',
      },
      benefits: {
        title: 'Det här får du',
        items: [
          { title: 'Kollektivavtal', text: 'Lön, pension och försäkringar enligt avtal.' },
          { title: 'Utbildning', text: 'Betald introduktion och möjlighet att gå vidare till teamledare.' },
          { title: 'Friskvård', text: 'Friskvårdsbidrag och arbetskläder som håller.' },
          { title: 'Planerade dagar', text: 'Ditt schema är klart en vecka i förväg, med restid inräknad.' },
        ],
      },
      jobs: { title: 'Lediga tjänster' },
      voices: {
        title: 'Våra medarbetare berättar',
        items: [
          {
            title: 'Maja, städare i Stockholm',
            subtitle: 'Hos Hemglans sedan 2021',
            description: 'Jag har mina egna kunder och vet vad som väntar varje dag. Det gör stor skillnad.',
          },
          {
            title: 'Dawit, fönsterputsare i Göteborg',
            subtitle: 'Hos Hemglans sedan 2019',
            description: 'Jag började som städare och är i dag teamledare för fönsterputsen i Göteborg.',
          },
          {
            title: 'Hanna, trädgårdsarbetare i Uppsala',
            subtitle: 'Hos Hemglans sedan 2023',
            description: 'Att få vara ute hela dagarna och se trädgårdarna växa under säsongen är det bästa jag vet.',
          },
        ],
      },
      open: {
        text: 'Hittar du ingen tjänst som passar? Skicka en spontanansökan så hör vi av oss när något dyker upp.',
        action: { label: 'Skicka spontanansökan' },
      },
    },
  },

  about: {
    title: 'Om oss',
    seo: {
      title: 'Om Hemglans',
      description: 'Hemglans grundades 2012 i Stockholm och hjälper i dag 40 000 hushåll och företag i fem regioner.',
    },
    sections: {
      hero: { title: 'Om Hemglans', subtitle: 'Vi gör vardagen lite lättare, ett hem i taget.' },
      story: {
        title: 'Vår historia',
        body:
          'Hemglans startade 2012 med tre städare och en lådcykel på Södermalm. Idén var enkel: **schysta villkor för de anställda och samma städare hos samma kund**.\n\nI dag är vi 900 medarbetare i Stockholm, Göteborg, Malmö, Uppsala och Västerås, och vi har lagt till fönsterputs, hantverkare, trädgård och tjänster för företag. Idén är densamma.',
      },
      values: {
        title: 'Det här står vi för',
        items: [
          { title: 'Schysta villkor', body: 'Alla är anställda med kollektivavtal. Vi använder inte underleverantörer för att pressa priser.' },
          { title: 'Hållbart', body: 'Vi använder miljömärkta medel, mikrofiber och tar oss fram kollektivt eller med elbil där det går.' },
          { title: 'Förtroende', body: 'Vi hanterar dina nycklar säkert och samma person kommer hem till dig varje gång.' },
        ],
      },
      management: {
        title: 'Ledningsgrupp',
        employees: [{ role: 'Vd' }, { role: 'Ekonomichef' }, { role: 'Kundtjänstchef' }, { role: 'Driftchef' }],
      },
      areas: {
        title: 'Våra regioner',
        areas: [
          { name: 'Stockholm med omnejd' },
          { name: 'Göteborg med omnejd' },
          { name: 'Malmö och Lund' },
          { name: 'Uppsala och Knivsta' },
          { name: 'Västerås' },
        ],
      },
      careers: { text: 'Vill du bli en av oss?', action: { label: 'Se lediga jobb' } },
    },
  },

  blog: {
    title: 'Blogg',
    seo: {
      title: 'Tips, guider och nyheter | Hemglans blogg',
      description: 'Städtips, guider om RUT och flytt, trädgårdsråd och nyheter från Hemglans.',
    },
    sections: {
      hero: { title: 'Tips, guider och nyheter', subtitle: 'Råd från våra städare, fönsterputsare och trädgårdsarbetare.' },
      posts: { title: 'Alla inlägg' },
      follow: { text: 'Fler tips varje vecka på Instagram.', action: { label: 'Följ @hemglans' } },
    },
  },

  'offer-spring-windows': {
    title: 'Vårens fönsterputs',
    seo: {
      title: 'Vårerbjudande: fönsterputs med inglasad balkong på köpet',
      description: 'Boka fönsterputs före 31 maj så putsar vi den inglasade balkongen utan extra kostnad.',
    },
    sections: {
      hero: {
        title: 'Släpp in våren',
        subtitle: 'Boka fönsterputs före 31 maj så putsar vi den inglasade balkongen på köpet.',
      },
      terms: {
        title: 'Villkor',
        body: '- Gäller nya bokningar av fönsterputs med utförande senast 31 maj 2026.\n- Gäller en inglasad balkong per bokning, upp till tolv glas.\n- Kan inte kombineras med andra erbjudanden.',
      },
      book: { action: { label: 'Boka fönsterputs' } },
    },
  },

  privacy: {
    title: 'Integritetspolicy',
    seo: {
      title: 'Integritetspolicy | Hemglans',
      description: 'Så behandlar Hemglans dina personuppgifter när du bokar, är kund eller besöker webbplatsen.',
    },
    sections: {
      body: {
        body:
          '## Integritetspolicy\n\nHemglans AB är personuppgiftsansvarig för de uppgifter vi behandlar om dig som kund eller besökare. Här beskriver vi vilka uppgifter vi samlar in, varför och hur länge vi sparar dem.\n\n### Vilka uppgifter vi behandlar\n\n- Namn, personnummer, adress, telefonnummer och e-postadress\n- Uppgifter om bokningar, fakturor och betalningar\n- Instruktioner du lämnar om ditt hem, till exempel om nycklar och larm\n- Hur du använder webbplatsen och appen, om du har godkänt det\n\n### Varför vi behandlar dem\n\nVi behandlar uppgifterna för att kunna utföra tjänsterna, fakturera och ansöka om RUT- och ROT-avdrag hos Skatteverket. Personnummer behövs för avdragen och för inloggning med BankID.\n\n### Hur länge vi sparar uppgifterna\n\nUppgifter som behövs för bokföringen sparar vi i sju år enligt bokföringslagen. Övriga uppgifter tar vi bort senast två år efter att du slutat vara kund.\n\n### Dina rättigheter\n\nDu har rätt att få veta vilka uppgifter vi har om dig, att få felaktiga uppgifter rättade och att i vissa fall få dem raderade. Kontakta [kundservice](entry:contact) om du vill använda dina rättigheter. Du kan också lämna klagomål till Integritetsskyddsmyndigheten.',
      },
    },
  },

  cookies: {
    title: 'Cookies',
    seo: {
      title: 'Cookies | Hemglans',
      description: 'Vilka cookies vi använder på webbplatsen och hur du ändrar dina val.',
    },
    sections: {
      body: {
        body:
          '## Cookies\n\nEn cookie är en liten textfil som sparas i din webbläsare. Vi använder cookies för att webbplatsen ska fungera och, om du godkänner det, för att förstå hur den används och visa relevant marknadsföring.\n\n### Nödvändiga cookies\n\nBehövs för inloggning, språkval och för att komma ihåg dina cookieval. De kan inte stängas av.\n\n### Prestanda och statistik\n\nHjälper oss att se vilka sidor som besöks och var något inte fungerar. Uppgifterna är sammanställda och pekar inte ut dig.\n\n### Marknadsföring\n\nGör det möjligt att visa annonser för våra tjänster på andra webbplatser och att mäta hur de fungerar.\n\nDitt val sparas i 180 dagar. Du kan ändra det när som helst.',
      },
      settings: { action: { label: 'Ändra cookieinställningar' } },
    },
  },

  terms: {
    title: 'Villkor',
    seo: {
      title: 'Allmänna villkor | Hemglans',
      description: 'Allmänna villkor för Hemglans tjänster till privatpersoner.',
    },
    sections: {
      body: {
        body:
          '## Allmänna villkor för privatpersoner\n\n### Bokning\n\nAvtalet gäller från det att du fått en bokningsbekräftelse. Regelbundna tjänster löper tills vidare utan bindningstid.\n\n### Ändring och avbokning\n\nDu kan boka om eller av kostnadsfritt fram till kl. 12 två vardagar före besöket. Vid senare avbokning debiteras halva priset.\n\n### Pris och betalning\n\nPriserna anges efter RUT- eller ROT-avdrag. Beviljas inte avdraget av Skatteverket debiteras du mellanskillnaden. Fakturan betalas inom 20 dagar.\n\n### Reklamation\n\nÄr du inte nöjd med utförandet ska du höra av dig inom två dagar. Vi åtgärdar felet utan kostnad.\n\n### Nycklar\n\nNycklar förvaras kodade i låst skåp och lämnas aldrig ut till någon annan än den som utför tjänsten.\n\n### Ångerrätt\n\nDu har 14 dagars ångerrätt enligt distansavtalslagen. Har tjänsten påbörjats med ditt samtycke betalar du för det som utförts.',
      },
    },
  },

  'error-404': {
    title: 'Sidan finns inte',
    seo: { title: 'Sidan finns inte | Hemglans', description: 'Sidan du letade efter finns inte.' },
    sections: {
      hero: {
        title: 'Vi hittar inte sidan',
        subtitle: 'Den kan ha flyttats eller tagits bort. Prova någon av länkarna nedan.',
      },
      links: { title: 'Populära sidor', links: [{ label: 'Startsidan' }, {}, {}, {}] },
    },
  },

  'error-500': {
    title: 'Något gick fel',
    seo: { title: 'Något gick fel | Hemglans', description: 'Ett tekniskt fel inträffade.' },
    sections: {
      hero: {
        title: 'Något gick fel',
        subtitle: 'Ett tekniskt fel hindrade sidan från att visas. Försök igen om en stund.',
      },
      help: {
        title: 'Behöver du hjälp direkt?',
        text: 'Kundservice hjälper dig med bokningar per telefon.',
        openingHours: ['Måndag–fredag 08–17', 'Lördag 10–14'],
      },
    },
  },

  'error-subscribed-customer': {
    title: 'Du har redan abonnemang',
    seo: { title: 'Du har redan abonnemang | Hemglans', description: 'Du har redan ett abonnemang på tjänsten.' },
    sections: {
      hero: {
        title: 'Du har redan den här tjänsten',
        subtitle: 'Tjänsten ingår i ditt abonnemang.',
      },
      body: {
        title: 'Ändra ditt abonnemang',
        body: 'Vill du ändra omfattning, tid eller lägga till något? Gör det under Mina sidor eller kontakta kundservice så hjälper vi dig.',
      },
    },
  },

  'error-subscribed-customer-zip-code-mismatch': {
    title: 'Abonnemang på en annan adress',
    seo: { title: 'Abonnemang på en annan adress | Hemglans', description: 'Ditt abonnemang gäller ett annat postnummer.' },
    sections: {
      hero: {
        title: 'Ditt abonnemang gäller en annan adress',
        subtitle: 'Postnumret du angav stämmer inte med adressen i ditt abonnemang.',
      },
      body: {
        title: 'Vad du kan göra',
        body: 'Har du flyttat? Kontakta kundservice så flyttar vi ditt abonnemang till den nya adressen. Vill du boka till en annan adress går det bra att fortsätta med rätt postnummer.',
      },
    },
  },

  'error-service-unavailable': {
    title: 'Tjänsten finns inte här än',
    seo: { title: 'Tjänsten finns inte här än | Hemglans', description: 'Vi erbjuder inte tjänsten på det postnumret än.' },
    sections: {
      hero: {
        title: 'Tjänsten finns inte här än',
        subtitle: 'Vi erbjuder inte tjänsten på det postnumret än. Prova ett annat postnummer.',
      },
      body: {
        title: 'Vi växer',
        body: 'Vi arbetar i Stockholm, Göteborg, Malmö, Uppsala och Västerås med omnejd. Skriv ditt postnummer ovan igen, så kan du be oss mejla dig när vi kommer dit.',
      },
    },
  },

  'error-session-expired': {
    title: 'Du har blivit utloggad',
    seo: { title: 'Du har blivit utloggad | Hemglans', description: 'Din session har gått ut.' },
    sections: {
      hero: {
        title: 'Du har blivit utloggad',
        subtitle: 'Av säkerhetsskäl loggar vi ut dig efter en stunds inaktivitet.',
      },
      body: {
        title: 'Logga in igen',
        body: 'Logga in igen med BankID för att fortsätta där du var.',
      },
    },
  },
};
