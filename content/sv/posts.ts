/** Swedish blog posts, by the entry ids of `content/shared/entries.ts`. `body` is Markdown. */
export const posts = {
  'post-streak-free-windows': {
    title: 'Så får du fönster utan ränder',
    excerpt: 'Våra fönsterputsare delar med sig av knepen: rätt väder, rätt verktyg och en gummiraka i rätt vinkel.',
    tags: ['fönsterputs', 'tips'],
    cta: { text: 'Hellre slippa? Vi putsar dina fönster med RUT-avdrag.', label: 'Boka fönsterputs' },
    body: `Ränder på fönstret beror nästan alltid på tre saker: för mycket rengöringsmedel, för lite vatten eller att glaset torkar innan du hunnit dra av det. Så här gör proffsen.

## Välj en mulen dag

I starkt solsken torkar vattnet på glaset innan du hinner med gummirakan. En gråmulen förmiddag är perfekt – och du ser smutsen bättre i jämnt ljus.

## Det här behöver du

- En hink med ljummet vatten och **några droppar diskmedel**
- En fönsterskrapa eller mikrofiberhandske att tvätta med
- En gummiraka med mjukt, helt gummiblad
- En luddfri trasa eller ett sämskskinn för kanterna

## Så här gör du

1. Torka först av karmen, annars rinner smutsen ner på det rena glaset.
2. Tvätta glaset ordentligt, gärna två gånger om det är länge sedan.
3. Dra gummirakan i ett S-format mönster uppifrån och ner, och torka av bladet efter varje drag.
4. Torka kanterna med en torr trasa och avsluta med fönsterbänken.

## Vanliga misstag

Tidningspapper är en klassiker, men trycksvärtan kan fastna i fönsterkarmar som är målade i ljusa färger. Och mer medel blir inte renare – det blir bara fler ränder.

Utsidan av fönster på höga våningar bör du aldrig putsa genom att luta dig ut. Där är det säkrare att låta någon med rätt utrustning ta över.`,
  },

  'post-rut-guide': {
    title: 'RUT-avdrag: så fungerar det',
    excerpt: 'Du betalar halva arbetskostnaden för städning, fönsterputs och trädgårdsarbete. Här är det du behöver veta om RUT.',
    tags: ['rut', 'ekonomi'],
    cta: { text: 'Alla våra hemtjänster ger RUT-avdrag direkt på fakturan.', label: 'Se hemstädning' },
    body: `RUT-avdraget gör det billigare att köpa hushållsnära tjänster. Du betalar bara halva arbetskostnaden – resten betalar Skatteverket direkt till oss.

## Hur mycket kan jag få?

Avdraget är **50 procent av arbetskostnaden**, upp till 75 000 kronor per person och år. Är ni två i hushållet som båda betalar skatt kan ni alltså få dubbelt så mycket. Taket är gemensamt med ROT-avdraget.

## Vilka tjänster ger RUT?

- Städning, storstädning och flyttstädning
- Fönsterputs
- Trädgårdsarbete som gräsklippning, häckklippning och ogräsrensning
- Flyttjänster och bortforsling av bohag

Hantverkstjänster som reparationer och montering ger i stället **ROT-avdrag**, som är 30 procent av arbetskostnaden.

## Hur går det till?

Du behöver inte ansöka själv. Vi drar av avdraget på fakturan och begär resten från Skatteverket när du har betalat. Det enda vi behöver är ditt personnummer, och det får vi när du loggar in med BankID.

## Bra att veta

Avdraget gäller bara arbetskostnaden, inte material eller resor. Och du måste ha betalat tillräckligt mycket skatt under året för att få hela avdraget. På Skatteverkets webbplats kan du se hur mycket av årets utrymme du har kvar.`,
  },

  'post-moving-checklist': {
    title: 'Checklista för flyttstädningen',
    excerpt: 'Det här kontrollerar besiktningsmannen – och det här glömmer de flesta. Vår checklista hjälper dig att lämna bostaden i toppskick.',
    tags: ['flytt', 'flyttstädning'],
    cta: { text: 'Vill du hellre lämna det till oss? Flyttstädning med besiktningsgaranti.', label: 'Boka flyttstädning' },
    body: `När du flyttar ska bostaden lämnas väl städad. Köparen eller hyresvärden har rätt att kräva att det görs om, så det lönar sig att vara noggrann.

## Kök

- Ugn, plåtar och galler – även bakom ugnsluckans glas
- Kyl och frys, avfrostade och med dörrarna på glänt
- Köksfläkt och filter
- Skåp och lådor in- och utvändigt
- Bakom och under spis och kyl, om de går att dra ut

## Badrum

- Kakel och fogar, avkalkade
- Golvbrunnen, rensad och urtorkad
- Toalett, även runt foten
- Tvättmaskinens filter och tvättmedelsfack

## Alla rum

- Fönster in- och utvändigt, och mellan glasen
- Lister, dörrar, dörrkarmar och strömbrytare
- Element, även bakom
- Garderober och förråd

## Det som oftast glöms

Ventiler, eluttag och ovansidan av dörrkarmarna. Besiktningen tittar ofta just där, så dra ett varv med en fuktig trasa.

## Planera tiden

En tvåa tar ungefär en arbetsdag för en van städare. Boka gärna städningen dagen efter att flyttbilen gått, så att bostaden är tom och du slipper städa runt kartonger.`,
  },

  'post-spring-garden': {
    title: 'Vårens trädgårdsarbete',
    excerpt: 'Från att kratta bort vinterns löv till den första gräsklippningen – så kommer trädgården igång på våren.',
    tags: ['trädgård', 'säsong'],
    cta: { text: 'Vi gör vårstädningen åt dig, med RUT-avdrag.', label: 'Läs om trädgårdsskötsel' },
    body: `När tjälen gått ur marken och gräsmattan har torkat upp är det dags att sätta igång. Börja inte för tidigt – blöt jord packas lätt.

## Mars och april

- **Kratta bort löv och skräp** från gräsmattan och rabatterna så att gräset får ljus.
- Klipp ner fjolårets perenner om du lät dem stå över vintern.
- Beskär fruktträd innan knopparna slår ut, men vänta med körsbär och plommon till sommaren.
- Rensa ogräs medan det är litet och rötterna släpper lätt.

## Maj

- Klipp gräset första gången när det är ungefär åtta centimeter högt, och ställ klipphöjden högt.
- Gödsla gräsmattan och rabatterna.
- Så direkt i jorden när risken för nattfrost är över.
- Klipp häcken innan fåglarna börjat häcka, eller vänta till efter midsommar.

## Ett tips från våra trädgårdsarbetare

Lägg löven du krattar under buskarna i stället för att köra bort dem. De blir till mull och håller fukten kvar i jorden under sommaren.`,
  },

  'post-uppsala-office': {
    title: 'Nu finns vi i Uppsala',
    excerpt: 'Vi har öppnat kontor vid Kungsängsgatan och erbjuder hemstädning, fönsterputs och trädgård i Uppsala och Knivsta.',
    tags: ['nyheter', 'uppsala'],
    body: `Efter många förfrågningar har vi öppnat kontor i Uppsala. Från Kungsängsgatan, ett stenkast från resecentrum, utgår i dag ett team på 25 personer.

## Det här erbjuder vi i Uppsala

- Hemstädning och engångsstädning
- Storstädning och flyttstädning
- Fönsterputs
- Trädgårdsskötsel och hantverkstjänster

Vi täcker Uppsala tätort och Knivsta. Skriv ditt postnummer på startsidan så ser du direkt vilka tjänster vi erbjuder hos dig.

## Vi söker fler kollegor

Vi växer och söker både städare och trädgårdsarbetare i Uppsala. Alla hos oss är anställda med kollektivavtal. Titta in på [karriärsidan](entry:careers) om du är intresserad.

Välkommen in och säg hej – kaffet står på från klockan åtta.`,
  },

  'post-eco-products': {
    title: 'Därför byter vi till miljömärkta medel',
    excerpt: 'Från och med i år använder alla våra städare bara Svanen- eller EU Ecolabel-märkta rengöringsmedel. Här är varför.',
    tags: ['miljö', 'städning'],
    body: `Under hösten har vi gått igenom alla rengöringsmedel som våra städare använder. Från och med nu är samtliga **miljömärkta med Svanen eller EU Ecolabel**.

## Bättre för miljön – och för oss

Miljömärkta medel bryts ner snabbare och innehåller inga ämnen som är särskilt skadliga för vattenlevande organismer. De är dessutom fria från de doftämnen som oftast ger allergi, vilket gör arbetsmiljön bättre för våra städare och hemmet bättre för dig.

## Mindre medel, mer mikrofiber

Det mesta av smutsen i ett hem går bort med vatten och en bra mikrofiberduk. Våra städare använder därför mindre medel än förut och tvättar dukarna på 60 grader mellan varje kund.

## Har du egna önskemål?

Vill du att vi använder dina egna produkter går det bra. Lämna ett meddelande till din städare i appen, så ställer hon eller han fram dem vid nästa besök.`,
  },

  'post-allergy-cleaning': {
    title: 'Städa smart när du är allergisk',
    excerpt: 'Damm, pollen och kvalster går att hålla efter. Så städar du för att må bättre hemma.',
    tags: ['städning', 'hälsa', 'tips'],
    cta: { text: 'Regelbunden hemstädning håller dammet borta.', label: 'Läs om hemstädning' },
    body: `För den som är allergisk kan rätt städning göra stor skillnad. Det handlar mindre om starka medel och mer om att städa ofta och på rätt sätt.

## Damma fuktigt

En torr dammvippa flyttar mest dammet till luften. Använd en **lätt fuktad mikrofiberduk** och börja högst upp – lampor, hyllor och dörrkarmar – så att dammet faller mot golvet.

## Dammsug med bra filter

En dammsugare med HEPA-filter fångar även de minsta partiklarna. Byt påse innan den blir full och vädra medan du dammsuger.

## Sängen är viktigast

- Tvätta sängkläderna varje vecka på 60 grader.
- Vädra täcke och kudde ute en solig dag.
- Dammsug madrassen några gånger per år.

## Under pollensäsongen

Stäng fönstren på förmiddagen när pollenhalten är som högst, och torka av fönsterbänkarna oftare än vanligt. Låt skor och ytterkläder stanna i hallen.

## Färre dammsamlare

Öppna hyllor, prydnadssaker och tunga gardiner samlar damm. Det är lättare att hålla rent med färre saker framme.`,
  },

  'post-handyman-jobs': {
    title: 'Tio småjobb som passar en hantverkare på en förmiddag',
    excerpt: 'Samla de där sakerna du skjutit upp och låt en hantverkare ta dem i ett och samma besök – med ROT-avdrag.',
    tags: ['hantverkare', 'hem'],
    cta: { text: 'Skriv din lista så återkommer vi med pris och tid.', label: 'Beskriv ditt jobb' },
    body: `De flesta hem har en lista med småjobb som aldrig blir av. En van hantverkare hinner ofta med hela listan på en förmiddag, och med ROT-avdraget betalar du bara 70 procent av arbetskostnaden.

## Listan

1. Sätta upp tavlor och speglar – rakt och i rätt höjd
2. Montera gardinstänger och persienner
3. Byta eller sätta upp taklampor
4. Justera dörrar som kärvar eller inte går i lås
5. Byta trasiga lister och trösklar
6. Montera och förankra bokhyllor och garderober
7. Sätta upp tv på väggen och gömma sladdarna
8. Byta handtag och gångjärn på köksluckor
9. Fästa lösa handdukshängare och krokar i badrummet
10. Täta springor kring fönster och dörrar inför vintern

## Förbered besöket

Skriv listan i förväg och ta gärna bilder. Har du köpt material själv, lägg fram det – annars tar hantverkaren med det som behövs och du betalar bara för det som går åt.

## Bra att veta

El- och vvs-arbeten som kräver behörighet, till exempel att dra nya ledningar, gör vi inte inom hantverkstjänsten. Det gör vi gärna tillsammans med en behörig partner – fråga oss.`,
  },

  'post-office-routines': {
    title: 'Fem rutiner för ett rent kontor',
    excerpt: 'Ett rent kontor handlar om mer än städningen. Fem enkla rutiner som gör skillnad för trivsel och sjukfrånvaro.',
    tags: ['företag', 'kontorsstädning'],
    cta: { text: 'Vi tar fram en städplan för ert kontor.', label: 'Läs om kontorsstädning' },
    body: `En arbetsplats där det är rent och ordning gör att medarbetarna trivs och är friskare. Städningen gör mycket, men vardagsrutinerna avgör resultatet.

## 1. Rena skrivbord på fredagar

Ett tomt skrivbord går att torka av ordentligt. Be alla plocka undan papper och koppar innan helgen.

## 2. Ett tydligt ansvar för köket

Diskmaskinen ska tömmas och kylskåpet rensas. Gör ett rullande schema eller låt oss ta hand om det.

## 3. Kontaktytor oftare

Dörrhandtag, kaffemaskinens knappar och hissknappar sprider mest smitta. De bör torkas av dagligen under förkylningssäsongen.

## 4. Rätt antal papperskorgar

För få papperskorgar gör att skräpet hamnar på skrivborden, för många gör att de inte töms. En per fyra arbetsplatser och sortering vid köket brukar fungera bra.

## 5. Följ upp

Gå igenom städningen med leverantören varje månad. Det som inte fungerar blir bättre när någon säger till i tid.`,
  },

  'post-app-booking': {
    title: 'Nyhet: boka om direkt i appen',
    excerpt: 'Snart kan du flytta ditt besök till en annan tid direkt i appen, utan att ringa kundservice.',
    tags: ['nyheter', 'app'],
    body: `I vår nästa version av appen kan du boka om ett besök själv. Du ser vilka tider din städare har lediga och väljer den som passar.

## Så fungerar det

1. Öppna bokningen i appen.
2. Tryck på **Boka om** och välj en ny tid.
3. Klart – din städare får beskedet direkt.

Du kan boka om fram till kl. 12 två vardagar före besöket.`,
  },
};
