import type { LegalTexts } from '../legal-types';

/** Die Rechtstexte auf Deutsch. Platzhalter: {brand}, {company}, {supportEmail}, {privacyEmail}. */
export const TEXTS: LegalTexts = {
  terms: {
    title: 'Allgemeine Geschäftsbedingungen',
    intro:
      'Diese AGB gelten für alle, die {brand} nutzen: beim Stöbern, Chatten, Schreiben und Kaufen. Bitte lies sie, bevor du ein Konto anlegst. Wie wir mit deinen Daten umgehen, steht in unserer [Datenschutzerklärung](dataProtection).',
    sections: [
      {
        id: 'operator',
        title: 'Wer {brand} betreibt',
        blocks: [
          '{brand} ist ein Angebot der {company}. Dieselbe Gesellschaft betreibt alle Marken dieser Plattform; diese AGB und dein Konto sind daher auf jeder von ihnen dieselben.',
          { insert: 'operator' },
        ],
      },
      {
        id: 'age',
        title: 'Nur für Erwachsene',
        blocks: [
          '{brand} zeigt erotische Inhalte. Du darfst es nur nutzen, wenn du mindestens 18 Jahre alt bist und solche Inhalte dort, wo du bist, erlaubt sind. Bei deinem ersten Besuch fragen wir nach deinem Alter, bevor irgendetwas anderes gezeigt wird; bei der Registrierung bestätigst du es noch einmal.',
          'Manche Videos und Bilder sind ab 18 eingestuft. Sie kannst du erst nach einer einmaligen Altersverifikation bei unserem Prüfpartner ansehen. Vorschauen, Avatare und Profilbilder sind ab 16 eingestuft und für alle sichtbar, die ihre Volljährigkeit bestätigt haben.',
          'Lass niemals Minderjährige dein Gerät nutzen, während du angemeldet bist, und gib dein Passwort nicht weiter. Erfahren wir, dass ein Konto einer Person unter 18 gehört, schließen wir es sofort.',
        ],
      },
      {
        id: 'account',
        title: 'Dein Konto',
        blocks: [
          'Stöbern kannst du ohne Konto. Zum Chatten, Schreiben, Sammeln von Favoriten und Kaufen brauchst du ein Konto mit Benutzernamen, E-Mail-Adresse und Passwort. Deine Angaben müssen stimmen, und du darfst nur ein Konto haben.',
          'Wir schicken dir einen Link, mit dem du deine E-Mail-Adresse bestätigst. Manche Funktionen, etwa das Teilen eines Videos per E-Mail, gibt es erst mit bestätigter Adresse.',
          'Wir dürfen ein Konto einschränken oder sperren, das gegen diese AGB verstößt, zum Beispiel durch Belästigung von Darstellerinnen, Zahlungsversuche mit fremden Karten oder Angriffe auf die Plattform. Bezahlte Coins gehen durch eine Sperre nicht verloren: Schreib uns, und wir rechnen sie ab.',
        ],
      },
      {
        id: 'services',
        title: 'Was {brand} bietet',
        blocks: [
          'Die Darstellerinnen und Darsteller auf {brand} sind Erwachsene, die selbst entscheiden, wann sie online sind, was sie zeigen und was es kostet. Du kannst ihre Profile, Videos und Alben ansehen, live mit ihnen chatten, im Messenger Nachrichten und Geschenke schicken und ihnen als Favoriten folgen.',
          'Live-Chats hängen davon ab, dass die Darstellerin online ist, und von deiner Verbindung. Wir tun unser Bestes, damit {brand} erreichbar ist, können aber nicht versprechen, dass jede Darstellerin und jede Funktion jederzeit verfügbar ist. Darstellerinnen können Länder sperren; ihre Inhalte werden dort dann nicht gezeigt.',
          'Gekaufte Videos und Alben bleiben in deinem Konto, damit du sie ansehen kannst. Sie sind nur für deinen privaten Gebrauch: Du darfst Inhalte, Streams und Nachrichten von {brand} nicht aufnehmen, kopieren, veröffentlichen oder weitergeben.',
        ],
      },
      {
        id: 'coins',
        title: 'Coins, Preise und Bezahlung',
        blocks: [
          'Preise auf {brand} stehen in Coins (VXC). Ein Euro ergibt 4 Coins; Euro-Beträge werden zu diesem Kurs umgerechnet und auf ganze Coins aufgerundet. Vor jedem Kauf siehst du den Preis in Coins, und ein Kauf wird nur einmal abgebucht, auch wenn du den Knopf zweimal drückst.',
          'Coins kaufst du im Zahlungsfenster („Coins aufladen“) mit einer Karte, von 5 bis 500 Euro pro Aufladung. Live-Chats werden pro Minute abgerechnet, solange der Chat läuft; Nachrichten und Geschenke kosten den im Messenger gezeigten Preis. VIP- und TV-Abos laufen 30 Tage ab dem Kauf, werden in Coins bezahlt und verlängern sich nicht von selbst.',
          'Wenn du es erlaubst, bleibt deine Karte beim Zahlungsanbieter hinterlegt: für Ein-Klick-Zahlungen und für automatisches Aufladen, wenn dein Guthaben knapp wird. Beides kannst du jederzeit in den Zahlungseinstellungen abschalten.',
          'Bonus-Coins, Gutscheine und Bonuscodes sind Geschenke: Sie werden nicht ausgezahlt und können zu dem angegebenen Datum verfallen.',
          'Diese Installation ist die Referenzplattform und arbeitet mit einem Sandbox-Zahlungsanbieter: Es wird kein echtes Geld abgebucht, und nur die Testkarten des Anbieters werden angenommen.',
        ],
      },
      {
        id: 'refunds',
        title: 'Widerrufsrecht und Erstattungen',
        blocks: [
          'Als Verbraucherin oder Verbraucher in der EU kannst du einen Coin-Kauf innerhalb von 14 Tagen ohne Angabe von Gründen widerrufen. Das Recht erlischt vorher, sobald du Coins aus diesem Kauf ausgibst, weil du verlangt hast, dass wir sofort mit der Lieferung digitaler Inhalte beginnen, und bestätigt hast, dass du dein Widerrufsrecht dann verlierst. Für den Widerruf schreib an [{supportEmail}](mailto:{supportEmail}) mit deinem Benutzernamen und dem Datum des Kaufs.',
          'Wir erstatten Coins oder Geld, wenn auf unserer Seite etwas schiefging: eine doppelt abgebuchte Zahlung, ein gekaufter Inhalt, der nicht abspielt, oder eine Chat-Minute, die nach einem Verbindungsabbruch berechnet wurde. Schreib uns innerhalb von 30 Tagen, was passiert ist; wir prüfen unsere Aufzeichnungen und antworten innerhalb einer Woche.',
          'Nicht verbrauchte, bezahlte Coins erstatten wir bei der Schließung deines Kontos zu dem Kurs, den du bezahlt hast. Bonus-Coins werden nicht erstattet.',
        ],
      },
      {
        id: 'conduct',
        title: 'Regeln für eine gute Zeit',
        blocks: [
          {
            list: [
              'Begegne Darstellerinnen und anderen Gästen mit Respekt. Keine Beleidigungen, Drohungen, kein Hass und kein Druck.',
              'Fordere oder schicke keine Inhalte mit Minderjährigen, mit Gewalt ohne Einvernehmen oder sonst Verbotenes. Solche Versuche melden wir den Behörden.',
              'Versuche nicht, Darstellerinnen gegen ihren Willen zu treffen oder herauszufinden, wer sie sind.',
              'Nutze keine Bots, Skripte oder fremde Konten, und versuche nicht, Preise, Grenzen oder Alterskontrollen zu umgehen.',
            ],
          },
        ],
      },
      {
        id: 'liability',
        title: 'Haftung',
        blocks: [
          'Wir haften unbeschränkt für Vorsatz und grobe Fahrlässigkeit, für Schäden an Leben, Körper oder Gesundheit und nach dem Produkthaftungsgesetz. Bei leichter Fahrlässigkeit haften wir nur für die Verletzung wesentlicher Pflichten, begrenzt auf den Schaden, der bei der Nutzung vorhersehbar war. Für das, was Darstellerinnen zeigen und sagen, sind sie selbst verantwortlich.',
        ],
      },
      {
        id: 'ending',
        title: 'Konto beenden',
        blocks: [
          'Du kannst dein Konto jederzeit schließen, indem du von der Adresse deines Kontos an [{supportEmail}](mailto:{supportEmail}) schreibst. Wir können den Vertrag mit zwei Wochen Frist kündigen, bei einem schweren Verstoß gegen diese AGB auch sofort.',
        ],
      },
      {
        id: 'changes',
        title: 'Änderungen dieser AGB',
        blocks: [
          'Das Datum oben ist die Fassung, der du zustimmst. Ändern wir diese AGB, zeigen wir dir bei deinem nächsten Besuch einen Hinweis; die neue Fassung gilt, sobald du ihr zustimmst. Stimmst du nicht zu, kannst du dein Konto schließen, und deine bezahlten Coins werden erstattet.',
        ],
      },
      {
        id: 'law',
        title: 'Recht und Streitigkeiten',
        blocks: [
          'Es gilt deutsches Recht. Als Verbraucherin oder Verbraucher behältst du den Schutz des Rechts des Landes, in dem du lebst. Wir sind weder verpflichtet noch bereit, an einem Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen; schreib uns bitte zuerst, wir finden eine Lösung.',
        ],
      },
      {
        id: 'contact',
        title: 'Kontakt',
        blocks: ['Fragen zu deinem Konto, zu Zahlungen oder zu diesen AGB: [{supportEmail}](mailto:{supportEmail}). Fragen zu deinen Daten: [{privacyEmail}](mailto:{privacyEmail}).'],
      },
    ],
  },
  dataProtection: {
    title: 'Datenschutzerklärung',
    intro:
      'Diese Erklärung sagt dir, welche Daten {brand} speichert, warum, wie lange, und was du tun kannst. Sie gilt für die Website, das Zahlungsfenster und die Widgets. Wir verkaufen deine Daten nicht, zeigen keine Werbung Dritter und laden keine Tracker anderer Firmen.',
    sections: [
      {
        id: 'controller',
        title: 'Wer verantwortlich ist',
        blocks: [
          'Verantwortlicher im Sinne der Datenschutz-Grundverordnung (DSGVO) ist:',
          { insert: 'operator' },
          'Unsere Ansprechperson für Datenschutz erreichst du unter [{privacyEmail}](mailto:{privacyEmail}).',
        ],
      },
      {
        id: 'visit',
        title: 'Wenn du uns besuchst',
        blocks: [
          'Jeder Besuch beginnt eine Gast-Sitzung: eine zufällige Gastnummer im notwendigen Sitzungs-Cookie, damit die Seite dich von Seite zu Seite wiedererkennt. Aus deiner IP-Adresse ermitteln wir mit einer Datenbank auf unserem eigenen Server das Land, in dem du bist, um nur Inhalte zu zeigen, die dort gezeigt werden dürfen, und die richtigen Preise und Steuern anzuwenden. Zur Gastnummer speichern wir das Land, nicht die Adresse. Das Anfrageprotokoll unseres Servers hält Adresse, Zeit und aufgerufene Seite jeder Anfrage fest, um Fehler und Angriffe zu finden; es wird 14 Tage aufbewahrt. Anmeldeversuche zählen wir je Adresse und Konto zum Schutz vor dem Erraten von Passwörtern; gespeichert wird nur ein Hashwert, aus dem sich die Adresse nicht zurückgewinnen lässt.',
          'Rechtsgrundlage: unser berechtigtes Interesse an einer sicheren Website (Art. 6 Abs. 1 lit. f DSGVO) und unsere rechtliche Pflicht, Inhalte für Erwachsene nur dort zu zeigen, wo es erlaubt ist (Art. 6 Abs. 1 lit. c DSGVO).',
        ],
      },
      {
        id: 'account',
        title: 'Dein Konto',
        blocks: [
          'Bei der Registrierung speichern wir deinen Benutzernamen, deine E-Mail-Adresse, dein Passwort als gesalzenen scrypt-Hash (nie das Passwort selbst), das Land, aus dem du dich registriert hast, den Zeitpunkt, zu dem du bestätigt hast, 18 oder älter zu sein, sowie Zeitpunkt und Fassung der AGB, denen du zugestimmt hast. Deine Einstellungen, Favoriten, privaten Notizen zu Darstellerinnen (nur du siehst sie), Benachrichtigungen und Newsletter-Abos werden mit deinem Konto gespeichert.',
          'Wir schicken dir E-Mails, die zu deinem Konto gehören: den Link zur Bestätigung deiner Adresse, Links zum Zurücksetzen des Passworts und, nur wenn du ihn abonnierst, den Newsletter. Jeden Newsletter kannst du jederzeit abbestellen.',
          'Rechtsgrundlage: der Vertrag mit dir (Art. 6 Abs. 1 lit. b DSGVO); für Newsletter deine Einwilligung (Art. 6 Abs. 1 lit. a DSGVO).',
        ],
      },
      {
        id: 'payments',
        title: 'Coins und Zahlungen',
        blocks: [
          'Wir führen ein Konto deiner Coins: jede Aufladung, jeden Kauf, jede Chat-Minute, jedes Geschenk und jeden Bonus mit Betrag und Zeit, damit dein Guthaben immer stimmt und jede Abbuchung nachprüfbar ist. Zu Zahlungen speichern wir Betrag, Status, die Referenz des Anbieters und die letzten vier Ziffern der Karte. Vollständige Kartennummern gehen direkt an den Zahlungsanbieter und erreichen unsere Server nie. Erlaubst du Ein-Klick-Zahlungen oder automatisches Aufladen, hinterlegt der Anbieter deine Karte, und wir speichern nur ihr Token.',
          'Rechtsgrundlage: der Vertrag (Art. 6 Abs. 1 lit. b DSGVO) und unsere Pflicht zur Buchführung (Art. 6 Abs. 1 lit. c DSGVO). Zahlungsunterlagen bewahren wir 10 Jahre auf, wie es das Steuerrecht verlangt.',
        ],
      },
      {
        id: 'age',
        title: 'Altersverifikation',
        blocks: [
          'Für Inhalte ab 18 bestätigst du dein Alter einmal bei unserem Prüfpartner. Wir speichern nur das Ergebnis (ausstehend, bestätigt oder abgelehnt) und wann es sich geändert hat, nie Kopien deines Ausweises. Prüfst du per Telefon, speichern wir die Nummer und einen Hashwert des gesendeten Codes. Rechtsgrundlage: unsere rechtliche Pflicht zum Jugendschutz (Art. 6 Abs. 1 lit. c DSGVO).',
        ],
      },
      {
        id: 'messenger',
        title: 'Nachrichten und Chats',
        blocks: [
          'Nachrichten, Bilder und Geschenke, die du im Messenger schickst, werden gespeichert, damit die Darstellerin und du sie lesen könnt, bis du dein Konto schließt. Live-Chats werden nicht aufgezeichnet; wir speichern, wann ein Chat begann und endete und was er gekostet hat. Rechtsgrundlage: der Vertrag (Art. 6 Abs. 1 lit. b DSGVO).',
          'Feedback, das du uns über die Umfrage schickst, speichern wir mit deiner Gastnummer und, falls du sie angibst, deiner E-Mail-Adresse, um dir zu antworten und {brand} zu verbessern.',
        ],
      },
      {
        id: 'analytics',
        title: 'Nutzungsanalyse',
        blocks: [
          'Nur wenn du in den Cookie-Einstellungen „Analyse“ erlaubst, erfassen wir, wie die Seite genutzt wird: welche Seiten und Profile besucht und welche Knöpfe benutzt werden, mit deiner Gastnummer. Wir nutzen das, um {brand} zu verbessern, und werten es nur auf unserem eigenen Server aus; keine Analysefirma erhält es. Rechtsgrundlage: deine Einwilligung (Art. 6 Abs. 1 lit. a DSGVO).',
          'Unabhängig davon erfassen wir technische Fehler (etwa eine abgebrochene Verbindung) ohne Inhalte, um den Dienst am Laufen zu halten (Art. 6 Abs. 1 lit. f DSGVO).',
        ],
      },
      {
        id: 'storage',
        title: 'Cookies und Speicher in deinem Browser',
        blocks: [
          'Notwendige Einträge werden ohne Nachfrage gesetzt, weil die Seite ohne sie nicht funktioniert. Alles andere wird erst geschrieben, nachdem du seine Kategorie erlaubt hast, und gelöscht, wenn du die Erlaubnis zurücknimmst. Diese Liste wird aus dem Code der Plattform erzeugt und zeigt daher immer, was wirklich gespeichert wird.',
          { insert: 'storageTable' },
        ],
      },
      {
        id: 'consent',
        title: 'Einwilligung ändern oder widerrufen',
        blocks: [
          'Du kannst deine Auswahl jederzeit über „Cookie-Einstellungen“ am Ende jeder Seite oder mit dem Knopf unten ändern. Widerrufst du eine Kategorie, wird alles, was unter ihr gespeichert ist, sofort gelöscht. Der Widerruf berührt nicht, was vorher mit deiner Einwilligung geschehen ist.',
          { insert: 'consentButton' },
        ],
      },
      {
        id: 'recipients',
        title: 'Wer Daten erhält',
        blocks: [
          'Wir geben Daten nur weiter, wo es für den Dienst nötig ist, an vertraglich gebundene Auftragsverarbeiter: den Zahlungsanbieter (Zahlungsdaten), den Partner für die Altersverifikation (die Prüfung selbst), den E-Mail-Versanddienst (Adresse und Inhalt der E-Mails an dich) und unseren Hosting-Anbieter in der EU. Darstellerinnen sehen deinen Benutzernamen und was du ihnen schreibst, nie deine E-Mail-Adresse oder Zahlungsdaten. Wir übermitteln keine Daten in Länder außerhalb der EU.',
        ],
      },
      {
        id: 'retention',
        title: 'Wie lange wir Daten speichern',
        blocks: [
          {
            list: [
              'Eine Sitzung gilt 30 Tage; Links in unseren E-Mails verfallen nach einer Stunde und funktionieren einmal.',
              'Kontodaten, Nachrichten, Favoriten und Analyse-Ereignisse: bis du dein Konto schließt oder uns um Löschung bittest.',
              'Zahlungs- und Buchungsunterlagen: 10 Jahre, wie es das Steuerrecht verlangt.',
              'Anfrageprotokolle des Servers: 14 Tage.',
              'Registrierst du dich nie, ist das Gespeicherte nur mit der zufälligen Gastnummer in deinem Sitzungs-Cookie verknüpft: Löschst du das Cookie, lässt es sich dir nicht mehr zuordnen.',
            ],
          },
        ],
      },
      {
        id: 'rights',
        title: 'Deine Rechte',
        blocks: [
          'Du hast das Recht auf Auskunft über deine Daten, auf Berichtigung und Löschung, auf Einschränkung der Verarbeitung, auf Herausgabe in einem gängigen Format und auf Widerspruch gegen eine Verarbeitung aufgrund unseres berechtigten Interesses. Schreib an [{privacyEmail}](mailto:{privacyEmail}); wir antworten innerhalb eines Monats. Du kannst dich auch bei einer Datenschutzaufsichtsbehörde beschweren, etwa bei der Berliner Beauftragten für Datenschutz und Informationsfreiheit.',
        ],
      },
      {
        id: 'security',
        title: 'Sicherheit',
        blocks: [
          'Alle Seiten werden über verschlüsselte Verbindungen ausgeliefert. Passwörter speichern wir als scrypt-Hashes, Sitzungs-Cookies und E-Mail-Links nur als SHA-256-Hashes, sodass selbst eine Kopie unserer Datenbank niemandem eine Anmeldung erlauben würde. Die Seiten laufen unter einer strengen Content-Security-Policy und laden keinen Code anderer Firmen.',
        ],
      },
      {
        id: 'minors',
        title: 'Minderjährige',
        blocks: ['{brand} ist nicht für Personen unter 18 gedacht. Wir speichern wissentlich keine Daten von Minderjährigen; erfahren wir davon, löschen wir das Konto und seine Daten.'],
      },
      {
        id: 'changes',
        title: 'Änderungen',
        blocks: ['Das Datum oben zeigt die Fassung dieser Erklärung. Ändern wir sie in einer Weise, die für dich wichtig ist, sagen wir es dir bei deinem nächsten Besuch. Die Regeln für die Nutzung von {brand} stehen in den [AGB](termsOfService).'],
      },
    ],
  },
  ui: {
    asOf: 'Stand: {date}',
    contents: 'Inhalt',
    register: 'Handelsregister',
    vatId: 'USt-IdNr.',
    managingDirector: 'Geschäftsführerin',
    email: 'E-Mail',
    demoNote: 'Dies ist eine Demo-Betreiberin: Gesellschaft, Anschrift und Registereintrag sind Beispiele.',
    tableCaption: 'Gespeicherte Einträge',
    columns: { name: 'Name', kind: 'Art', writtenBy: 'Gesetzt von', lifetime: 'Speicherdauer', purpose: 'Zweck' },
    kinds: { cookie: 'Cookie', localStorage: 'Lokaler Speicher', sessionStorage: 'Sitzungsspeicher' },
    writtenBy: { page: 'Diese Website', server: 'Unser Server' },
    httpOnly: 'für Skripte nicht lesbar',
    lifetimeSession: 'Bis du den Browser schließt',
    lifetimeUntilDeleted: 'Bis zur Löschung oder zum Widerruf',
    categories: {
      necessary: { title: 'Notwendig', text: 'Nötig, damit die Seite funktioniert: deine Sitzung, deine Antworten auf die Altersfrage und auf die Cookie-Frage und der Partnerlink, über den du gekommen bist. Immer aktiv.' },
      functional: { title: 'Funktional', text: 'Komfort wie das Merken deiner letzten Suchen. Nur mit deiner Einwilligung.' },
      analytics: { title: 'Analyse', text: 'Messen, wie die Seite genutzt wird, damit wir sie verbessern können. Nur mit deiner Einwilligung.' },
    },
    noItems: 'Aus dieser Kategorie wird derzeit nichts in deinem Browser gespeichert.',
    openSettings: 'Cookie-Einstellungen öffnen',
  },
  purposes: {
    session: 'Hält deine Gast-Sitzung und, sobald du dich anmeldest, deine Anmeldung. Ohne es würde jede Seite dich vergessen.',
    consent: 'Merkt sich deine Cookie-Auswahl, auch ein „Nein“, damit wir nicht auf jeder Seite erneut fragen.',
    ageGate: 'Merkt sich, dass du bestätigt hast, 18 oder älter zu sein, damit die Altersfrage nicht bei jedem Besuch erscheint.',
    statusBar: 'Merkt sich, dass du auf das Kündigungsangebot geantwortet hast, damit der Hinweis dazu nicht erneut erscheint.',
    webmaster: 'Die Partner-ID der Website, über deren Link du gekommen bist, damit der Partner für den Besuch, eine Anmeldung oder eine Zahlung vergütet wird. Ein neuerer Partnerlink ersetzt sie.',
    subref: 'Die Kampagnenangaben desselben Partnerlinks (Unter-IDs wie die Seite oder die Anzeige, auf der er stand).',
    media: 'Weist dem Videoserver nach, dass die Videolinks auf deiner Seite dir gehören, damit ein kopierter Link bei niemand anderem abspielt. Sein Inhalt gilt 30 Minuten.',
    playerResume: 'Merkt sich, bis zu welcher Stelle du ein Video angesehen hast, damit es beim nächsten Mal dort weiterläuft.',
  },
};
