import type { LegalTexts } from '../legal-types';

/** De juridische teksten in het Nederlands. Plaatsaanduidingen: {brand}, {company}, {supportEmail}, {privacyEmail}. */
export const TEXTS: LegalTexts = {
  terms: {
    title: 'Algemene voorwaarden',
    intro:
      'Deze voorwaarden gelden voor iedereen die {brand} gebruikt: bij het rondkijken, chatten, berichten sturen en kopen. Lees ze voordat je een account aanmaakt. Hoe we met je gegevens omgaan, staat in ons [privacybeleid](dataProtection).',
    sections: [
      {
        id: 'operator',
        title: 'Wie {brand} exploiteert',
        blocks: [
          '{brand} is een dienst van {company}. Hetzelfde bedrijf exploiteert alle merken van dit platform; deze voorwaarden en je account zijn daarom op elk van die merken hetzelfde.',
          { insert: 'operator' },
        ],
      },
      {
        id: 'age',
        title: 'Alleen voor volwassenen',
        blocks: [
          '{brand} toont erotische inhoud. Je mag het alleen gebruiken als je minstens 18 jaar oud bent en zulke inhoud is toegestaan waar je bent. Bij je eerste bezoek vragen we je leeftijd voordat er iets anders getoond wordt; bij het registreren bevestig je die nog een keer.',
          'Sommige video’s en foto’s hebben de classificatie 18+. Die kun je pas bekijken na een eenmalige leeftijdsverificatie bij onze verificatiepartner. Previews, avatars en profielfoto’s hebben de classificatie 16+ en zijn zichtbaar voor iedereen die heeft bevestigd meerderjarig te zijn.',
          'Laat nooit een minderjarige je apparaat gebruiken terwijl je bent ingelogd, en geef je wachtwoord niet door. Horen we dat een account van iemand onder de 18 is, dan sluiten we het meteen.',
        ],
      },
      {
        id: 'account',
        title: 'Je account',
        blocks: [
          'Rondkijken kan zonder account. Om te chatten, berichten te schrijven, favorieten te bewaren of te kopen heb je een account nodig met een gebruikersnaam, je e-mailadres en een wachtwoord. Je gegevens moeten kloppen, en je mag maar één account hebben.',
          'We sturen je een link om je e-mailadres te bevestigen. Sommige functies, zoals een video per e-mail delen, werken pas met een bevestigd adres.',
          'We mogen een account beperken of blokkeren dat deze voorwaarden overtreedt, bijvoorbeeld door performers lastig te vallen, te betalen met kaarten die niet van jou zijn of het platform aan te vallen. Betaalde coins gaan door een blokkade niet verloren: schrijf ons en we rekenen ze af.',
        ],
      },
      {
        id: 'services',
        title: 'Wat {brand} biedt',
        blocks: [
          'De performers op {brand} zijn volwassenen die zelf bepalen wanneer ze online zijn, wat ze laten zien en wat het kost. Je kunt hun profielen, video’s en albums bekijken, live met ze chatten, in de messenger berichten en cadeaus sturen en ze als favoriet volgen.',
          'Livechats hangen af van of de performer online is en van je verbinding. We doen ons best om {brand} bereikbaar te houden, maar kunnen niet beloven dat elke performer of elke functie altijd beschikbaar is. Performers kunnen landen blokkeren; hun inhoud wordt daar dan niet getoond.',
          'Gekochte video’s en albums blijven in je account zodat je ze kunt bekijken. Ze zijn alleen voor privégebruik: je mag inhoud, streams en berichten van {brand} niet opnemen, kopiëren, publiceren of doorgeven.',
        ],
      },
      {
        id: 'coins',
        title: 'Coins, prijzen en betalen',
        blocks: [
          'Prijzen op {brand} staan in coins (VXC). Eén euro levert 4 coins op; bedragen in euro worden tegen deze koers omgerekend en naar boven afgerond op hele coins. Voor elke aankoop zie je de prijs in coins, en een aankoop wordt maar één keer afgeschreven, ook als je twee keer op de knop drukt.',
          'Coins koop je in het betaalvenster („Coins opwaarderen”) met een kaart, van 5 tot 500 euro per keer. Livechats worden per minuut afgerekend zolang de chat loopt; berichten en cadeaus kosten de prijs die de messenger toont. VIP- en tv-abonnementen lopen 30 dagen vanaf de aankoop, worden in coins betaald en verlengen niet vanzelf.',
          'Als je het toestaat, blijft je kaart bewaard bij de betaalprovider, voor betalen met één klik en voor automatisch opwaarderen als je saldo laag wordt. Beide kun je op elk moment uitzetten in de betaalinstellingen.',
          'Bonuscoins, vouchers en bonuscodes zijn cadeaus: ze worden niet uitbetaald en kunnen vervallen op de aangegeven datum.',
          'Deze installatie is het referentieplatform en werkt met een sandbox-betaalprovider: er wordt geen echt geld afgeschreven en alleen de testkaarten van de provider worden geaccepteerd.',
        ],
      },
      {
        id: 'refunds',
        title: 'Herroepingsrecht en terugbetalingen',
        blocks: [
          'Als consument in de EU kun je een aankoop van coins binnen 14 dagen zonder opgave van redenen herroepen. Dit recht vervalt eerder zodra je coins uit die aankoop uitgeeft, omdat je hebt gevraagd meteen met de levering van digitale inhoud te beginnen en hebt bevestigd dat je het recht dan verliest. Om te herroepen schrijf je naar [{supportEmail}](mailto:{supportEmail}) met je gebruikersnaam en de datum van de aankoop.',
          'We betalen coins of geld terug als er aan onze kant iets misging: een dubbel afgeschreven betaling, gekochte inhoud die niet afspeelt of een chatminuut die werd gerekend nadat de verbinding was verbroken. Schrijf ons binnen 30 dagen wat er gebeurde; we controleren onze gegevens en antwoorden binnen een week.',
          'Ongebruikte, betaalde coins betalen we terug als je account wordt gesloten, tegen de koers die je betaalde. Bonuscoins worden niet terugbetaald.',
        ],
      },
      {
        id: 'conduct',
        title: 'Regels voor een fijne tijd',
        blocks: [
          {
            list: [
              'Behandel performers en andere gasten met respect. Geen beledigingen, bedreigingen, haat of druk.',
              'Vraag of stuur geen inhoud met minderjarigen, met geweld zonder instemming of iets anders dat verboden is. Zulke pogingen melden we bij de autoriteiten.',
              'Probeer performers niet tegen hun wil te ontmoeten of uit te zoeken wie ze zijn.',
              'Gebruik geen bots, scripts of accounts van anderen, en probeer prijzen, limieten of leeftijdscontroles niet te omzeilen.',
            ],
          },
        ],
      },
      {
        id: 'liability',
        title: 'Aansprakelijkheid',
        blocks: [
          'We zijn onbeperkt aansprakelijk bij opzet en grove nalatigheid, bij letsel aan leven, lichaam of gezondheid en volgens de wet op productaansprakelijkheid. Bij lichte nalatigheid zijn we alleen aansprakelijk voor het schenden van wezenlijke verplichtingen, beperkt tot de schade die bij het gebruik voorzienbaar was. Performers zijn zelf verantwoordelijk voor wat ze laten zien en zeggen.',
        ],
      },
      {
        id: 'ending',
        title: 'Je account beëindigen',
        blocks: [
          'Je kunt je account op elk moment sluiten door vanaf het adres van je account te schrijven naar [{supportEmail}](mailto:{supportEmail}). Wij kunnen de overeenkomst opzeggen met een termijn van twee weken, of meteen bij een ernstige overtreding van deze voorwaarden.',
        ],
      },
      {
        id: 'changes',
        title: 'Wijzigingen van deze voorwaarden',
        blocks: [
          'De datum bovenaan is de versie waarmee je akkoord gaat. Als we deze voorwaarden wijzigen, tonen we je bij je volgende bezoek een melding; de nieuwe versie geldt zodra je ermee akkoord gaat. Ga je niet akkoord, dan kun je je account sluiten en krijg je je betaalde coins terug.',
        ],
      },
      {
        id: 'law',
        title: 'Recht en geschillen',
        blocks: [
          'Het Duitse recht is van toepassing. Ben je consument, dan behoud je de bescherming van het recht van het land waar je woont. We zijn niet verplicht en niet bereid deel te nemen aan geschillenbeslechting voor een consumentengeschillencommissie; schrijf ons eerst, we vinden een oplossing.',
        ],
      },
      {
        id: 'contact',
        title: 'Contact',
        blocks: ['Vragen over je account, betalingen of deze voorwaarden: [{supportEmail}](mailto:{supportEmail}). Vragen over je gegevens: [{privacyEmail}](mailto:{privacyEmail}).'],
      },
    ],
  },
  dataProtection: {
    title: 'Privacybeleid',
    intro:
      'Dit beleid legt uit welke gegevens {brand} bewaart, waarom, hoe lang, en wat je eraan kunt doen. Het geldt voor de website, het betaalvenster en de widgets. We verkopen je gegevens niet, tonen geen advertenties van derden en laden geen trackers van andere bedrijven.',
    sections: [
      {
        id: 'controller',
        title: 'Wie verantwoordelijk is',
        blocks: [
          'De verwerkingsverantwoordelijke volgens de Algemene Verordening Gegevensbescherming (AVG) is:',
          { insert: 'operator' },
          'Onze contactpersoon voor gegevensbescherming bereik je via [{privacyEmail}](mailto:{privacyEmail}).',
        ],
      },
      {
        id: 'visit',
        title: 'Als je ons bezoekt',
        blocks: [
          'Elk bezoek start een gastsessie: een willekeurig gastnummer in de noodzakelijke sessiecookie, zodat de site je van pagina tot pagina herkent. Uit je IP-adres bepalen we met een database op onze eigen server het land waar je bent, om alleen inhoud te tonen die daar getoond mag worden en de juiste prijzen en belastingen toe te passen. We bewaren het land bij je gastnummer, niet het adres. Het verzoekenlogboek van onze server legt van elk verzoek het adres, het tijdstip en de opgevraagde pagina vast om fouten en aanvallen te vinden; het wordt 14 dagen bewaard. Inlogpogingen tellen we per adres en account ter bescherming tegen het raden van wachtwoorden; we bewaren alleen een hash waaruit het adres niet terug te halen is.',
          'Rechtsgrond: ons gerechtvaardigd belang bij een veilige website (art. 6 lid 1 sub f AVG) en onze wettelijke plicht om inhoud voor volwassenen alleen te tonen waar dat mag (art. 6 lid 1 sub c AVG).',
        ],
      },
      {
        id: 'account',
        title: 'Je account',
        blocks: [
          'Bij het registreren bewaren we je gebruikersnaam, je e-mailadres, je wachtwoord als gezouten scrypt-hash (nooit het wachtwoord zelf), het land van waaruit je je registreerde, het moment waarop je bevestigde 18 jaar of ouder te zijn en het moment en de versie van de voorwaarden die je accepteerde. Je instellingen, favorieten, privénotities over performers (alleen jij ziet ze), meldingen en nieuwsbriefabonnementen worden bij je account bewaard.',
          'We sturen je e-mails die bij je account horen: de link om je adres te bevestigen, links om je wachtwoord opnieuw in te stellen en, alleen als je je abonneert, nieuwsbrieven. Je kunt je op elk moment voor elke nieuwsbrief afmelden.',
          'Rechtsgrond: de overeenkomst met jou (art. 6 lid 1 sub b AVG); voor nieuwsbrieven je toestemming (art. 6 lid 1 sub a AVG).',
        ],
      },
      {
        id: 'payments',
        title: 'Coins en betalingen',
        blocks: [
          'We houden een overzicht van je coins bij: elke opwaardering, aankoop, chatminuut, elk cadeau en elke bonus, met bedrag en tijdstip, zodat je saldo altijd klopt en elke afschrijving te controleren is. Bij betalingen bewaren we het bedrag, de status, de referentie van de provider en de laatste vier cijfers van de kaart. Volledige kaartnummers gaan rechtstreeks naar de betaalprovider en bereiken onze servers nooit. Sta je betalen met één klik of automatisch opwaarderen toe, dan bewaart de provider je kaart en wij alleen het token ervan.',
          'Rechtsgrond: de overeenkomst (art. 6 lid 1 sub b AVG) en onze boekhoudplicht (art. 6 lid 1 sub c AVG). Betaalgegevens bewaren we 10 jaar, zoals het belastingrecht vereist.',
        ],
      },
      {
        id: 'age',
        title: 'Leeftijdsverificatie',
        blocks: [
          'Voor inhoud met classificatie 18+ verifieer je je leeftijd één keer bij onze verificatiepartner. We bewaren alleen het resultaat (in behandeling, geaccepteerd of afgewezen) en wanneer het veranderde, nooit kopieën van je identiteitsbewijs. Verifieer je per telefoon, dan bewaren we het nummer en een hash van de verstuurde code. Rechtsgrond: onze wettelijke plicht om minderjarigen te beschermen (art. 6 lid 1 sub c AVG).',
        ],
      },
      {
        id: 'messenger',
        title: 'Berichten en chats',
        blocks: [
          'Berichten, foto’s en cadeaus die je in de messenger stuurt, worden bewaard zodat de performer en jij ze kunnen lezen, tot je je account sluit. Livechats worden niet opgenomen; we bewaren wanneer een chat begon en eindigde en wat hij kostte. Rechtsgrond: de overeenkomst (art. 6 lid 1 sub b AVG).',
          'Feedback die je ons via de enquête stuurt, bewaren we met je gastnummer en, als je het opgeeft, je e-mailadres, om je te antwoorden en {brand} te verbeteren.',
        ],
      },
      {
        id: 'analytics',
        title: 'Gebruiksanalyse',
        blocks: [
          'Alleen als je in de cookie-instellingen „Analyse” toestaat, leggen we vast hoe de site wordt gebruikt: welke pagina’s en profielen worden bezocht en welke knoppen worden gebruikt, met je gastnummer. We gebruiken dat om {brand} te verbeteren en werken het alleen op onze eigen server uit; geen analysebedrijf krijgt het. Rechtsgrond: je toestemming (art. 6 lid 1 sub a AVG).',
          'Los daarvan leggen we technische fouten vast (bijvoorbeeld een verbroken verbinding), zonder inhoud, om de dienst draaiende te houden (art. 6 lid 1 sub f AVG).',
        ],
      },
      {
        id: 'storage',
        title: 'Cookies en opslag in je browser',
        blocks: [
          'Noodzakelijke items worden zonder te vragen geplaatst, omdat de site zonder ze niet werkt. Al het andere wordt pas geschreven nadat je de categorie hebt toegestaan, en verwijderd als je de toestemming intrekt. Deze lijst wordt gemaakt uit de code van het platform en toont dus altijd wat er echt wordt bewaard.',
          { insert: 'storageTable' },
        ],
      },
      {
        id: 'consent',
        title: 'Je toestemming wijzigen of intrekken',
        blocks: [
          'Je kunt je keuze op elk moment wijzigen met „Cookie-instellingen” onderaan elke pagina of met de knop hieronder. Trek je een categorie in, dan wordt alles wat eronder is opgeslagen meteen verwijderd. Intrekken doet niets af aan wat eerder met je toestemming is gebeurd.',
          { insert: 'consentButton' },
        ],
      },
      {
        id: 'recipients',
        title: 'Wie gegevens ontvangt',
        blocks: [
          'We geven gegevens alleen door waar de dienst dat nodig heeft, aan contractueel gebonden verwerkers: de betaalprovider (betaalgegevens), de partner voor leeftijdsverificatie (de verificatie zelf), de e-mailverzenddienst (adres en inhoud van de e-mails aan jou) en onze hostingprovider in de EU. Performers zien je gebruikersnaam en wat je ze schrijft, nooit je e-mailadres of betaalgegevens. We geven geen gegevens door aan landen buiten de EU.',
        ],
      },
      {
        id: 'retention',
        title: 'Hoe lang we gegevens bewaren',
        blocks: [
          {
            list: [
              'Een sessie is 30 dagen geldig; links in onze e-mails verlopen na een uur en werken één keer.',
              'Accountgegevens, berichten, favorieten en analyse-gebeurtenissen: tot je je account sluit of ons vraagt ze te verwijderen.',
              'Betaal- en boekhoudgegevens: 10 jaar, zoals het belastingrecht vereist.',
              'Verzoekenlogboeken van de server: 14 dagen.',
              'Registreer je je nooit, dan is wat we bewaren alleen gekoppeld aan het willekeurige gastnummer in je sessiecookie: verwijder je de cookie, dan is het niet meer aan jou te koppelen.',
            ],
          },
        ],
      },
      {
        id: 'rights',
        title: 'Je rechten',
        blocks: [
          'Je hebt het recht op inzage in je gegevens, op correctie en verwijdering, op beperking van de verwerking, op ontvangst in een gangbaar formaat en op bezwaar tegen verwerking op basis van ons gerechtvaardigd belang. Schrijf naar [{privacyEmail}](mailto:{privacyEmail}); we antwoorden binnen een maand. Je kunt ook een klacht indienen bij een toezichthouder, bijvoorbeeld de Autoriteit Persoonsgegevens.',
        ],
      },
      {
        id: 'security',
        title: 'Beveiliging',
        blocks: [
          'Alle pagina’s worden via versleutelde verbindingen geleverd. Wachtwoorden bewaren we als scrypt-hashes, sessiecookies en e-maillinks alleen als SHA-256-hashes, zodat zelfs een kopie van onze database niemand laat inloggen. De pagina’s draaien onder een strikt contentbeveiligingsbeleid en laden geen code van andere bedrijven.',
        ],
      },
      {
        id: 'minors',
        title: 'Minderjarigen',
        blocks: ['{brand} is niet bedoeld voor iemand onder de 18. We bewaren niet bewust gegevens van minderjarigen; horen we daarvan, dan verwijderen we het account en de gegevens.'],
      },
      {
        id: 'changes',
        title: 'Wijzigingen',
        blocks: ['De datum bovenaan toont de versie van dit beleid. Wijzigen we het op een manier die voor jou belangrijk is, dan laten we het je bij je volgende bezoek weten. De regels voor het gebruik van {brand} staan in de [algemene voorwaarden](termsOfService).'],
      },
    ],
  },
  ui: {
    asOf: 'Versie van {date}',
    contents: 'Inhoud',
    register: 'Handelsregister',
    vatId: 'Btw-nummer',
    managingDirector: 'Bestuurder',
    email: 'E-mail',
    demoNote: 'Dit is een demo-exploitant: het bedrijf, het adres en de registerinschrijving zijn voorbeelden.',
    tableCaption: 'Opgeslagen items',
    columns: { name: 'Naam', kind: 'Soort', writtenBy: 'Geplaatst door', lifetime: 'Bewaartermijn', purpose: 'Doel' },
    kinds: { cookie: 'Cookie', localStorage: 'Lokale opslag', sessionStorage: 'Sessieopslag' },
    writtenBy: { page: 'Deze website', server: 'Onze server' },
    httpOnly: 'niet leesbaar voor scripts',
    lifetimeSession: 'Tot je de browser sluit',
    lifetimeUntilDeleted: 'Tot verwijdering of intrekking van de toestemming',
    categories: {
      necessary: { title: 'Noodzakelijk', text: 'Nodig om de site te laten werken: je sessie en je antwoorden op de leeftijdsvraag en de cookievraag, en de partnerlink waarlangs je kwam. Altijd aan.' },
      functional: { title: 'Functioneel', text: 'Gemak zoals het onthouden van je laatste zoekopdrachten. Alleen met je toestemming.' },
      analytics: { title: 'Analyse', text: 'Meten hoe de site wordt gebruikt, zodat we hem kunnen verbeteren. Alleen met je toestemming.' },
    },
    noItems: 'Uit deze categorie wordt op dit moment niets in je browser opgeslagen.',
    openSettings: 'Cookie-instellingen openen',
  },
  purposes: {
    session: 'Houdt je gastsessie bij en, zodra je inlogt, je login. Zonder deze cookie zou elke pagina je vergeten.',
    consent: 'Onthoudt je cookiekeuze, ook een „nee”, zodat we het niet op elke pagina opnieuw vragen.',
    ageGate: 'Onthoudt dat je hebt bevestigd 18 jaar of ouder te zijn, zodat de leeftijdsvraag niet bij elk bezoek verschijnt.',
    statusBar: 'Onthoudt dat je op het opzegaanbod hebt gereageerd, zodat de melding daarover niet opnieuw verschijnt.',
    webmaster: 'De partner-id van de website via wiens link je hier kwam, zodat de partner voor het bezoek, een aanmelding of een betaling wordt vergoed. Een nieuwere partnerlink vervangt hem.',
    subref: 'De campagnegegevens van diezelfde partnerlink (sub-id’s zoals de pagina of de advertentie waarop hij stond).',
    media: 'Bewijst aan de videoserver dat de videolinks op je pagina van jou zijn, zodat een gekopieerde link bij niemand anders afspeelt. De inhoud is 30 minuten geldig.',
    playerResume: 'Onthoudt tot waar je een video hebt bekeken, zodat hij de volgende keer daar verdergaat.',
  },
};
