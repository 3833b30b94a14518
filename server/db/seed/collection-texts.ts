/**
 * The curated collections' words (issue 15 item 6), per theme and language: name (the page's heading), label (a
 * short badge on the card), teaser text (above the models) and footer text (below them). Seed data, not site
 * strings: the server answers them in the request's language like the performers' own texts.
 */
import type { Language } from '../../../sdk/config';
import type { CollectionTheme } from '../../../sdk/collections/rules';

export interface CollectionWords { name: string; label: string; teaser: string; footer: string }

export const COLLECTION_TEXTS: Readonly<Record<CollectionTheme, Readonly<Record<Language, CollectionWords>>>> = {
  newcomers: {
    de: { name: 'Neu in diesem Monat', label: 'Neu', teaser: 'Sie sind gerade erst dazugekommen: lerne sie kennen, bevor es alle anderen tun.', footer: 'Jeden Monat kommen neue Models dazu. Schau wieder vorbei, um die nächsten zuerst zu sehen.' },
    en: { name: 'Newcomers of the month', label: 'New', teaser: 'They have only just joined: meet them before everyone else does.', footer: 'New models join every month. Come back to meet the next ones first.' },
    es: { name: 'Novedades del mes', label: 'Nuevas', teaser: 'Acaban de llegar: conócelas antes que nadie.', footer: 'Cada mes llegan modelos nuevas. Vuelve para conocer a las próximas primero.' },
    nl: { name: 'Nieuwkomers van de maand', label: 'Nieuw', teaser: 'Ze zijn net begonnen: leer ze kennen voordat iedereen het doet.', footer: 'Elke maand komen er nieuwe modellen bij. Kom terug om de volgende als eerste te zien.' },
  },
  toyControl: {
    de: { name: 'Toy-Steuerung', label: 'Toy', teaser: 'Diese Models verbinden ein Toy, das du im Live-Chat steuern kannst.', footer: 'Die Toy-Steuerung startest du im Live-Chat, sobald das Model online ist.' },
    en: { name: 'Toy control', label: 'Toy', teaser: 'These models connect a toy that you can control in the live chat.', footer: 'You start the toy control in the live chat as soon as the model is online.' },
    es: { name: 'Control del juguete', label: 'Juguete', teaser: 'Estas modelos conectan un juguete que puedes controlar en el chat en vivo.', footer: 'Activas el control del juguete en el chat en vivo en cuanto la modelo está en línea.' },
    nl: { name: 'Toy-besturing', label: 'Toy', teaser: 'Deze modellen verbinden een toy die je in de livechat kunt besturen.', footer: 'Je start de toy-besturing in de livechat zodra het model online is.' },
  },
  topRanked: {
    de: { name: 'Ganz oben in den Charts', label: 'Top', teaser: 'Die Models mit den besten Plätzen in unserem Ranking.', footer: 'Das Ranking folgt Chats, Bewertungen und Favoriten und ändert sich jeden Tag.' },
    en: { name: 'Top of the charts', label: 'Top', teaser: 'The models with the best places in our ranking.', footer: 'The ranking follows chats, ratings and favourites, and it changes every day.' },
    es: { name: 'Lo más alto de la lista', label: 'Top', teaser: 'Las modelos con los mejores puestos de nuestro ranking.', footer: 'El ranking sigue los chats, las valoraciones y los favoritos, y cambia cada día.' },
    nl: { name: 'Bovenaan de ranglijst', label: 'Top', teaser: 'De modellen met de beste plaatsen in onze ranglijst.', footer: 'De ranglijst volgt chats, beoordelingen en favorieten en verandert elke dag.' },
  },
  hdLivePreview: {
    de: { name: 'HD mit Live-Vorschau', label: 'HD', teaser: 'Gestochen scharfe Streams, in die du vor dem Chat hineinschauen kannst.', footer: 'Die Live-Vorschau zeigt dir ein paar Sekunden des Streams, bevor du den Chat betrittst.' },
    en: { name: 'HD with live preview', label: 'HD', teaser: 'Crisp streams you can peek into before you start a chat.', footer: 'The live preview shows you a few seconds of the stream before you enter the chat.' },
    es: { name: 'HD con vista previa', label: 'HD', teaser: 'Emisiones nítidas que puedes ver un momento antes de empezar un chat.', footer: 'La vista previa en vivo te muestra unos segundos de la emisión antes de entrar al chat.' },
    nl: { name: 'HD met livevoorbeeld', label: 'HD', teaser: 'Haarscherpe streams waar je even in kunt kijken voordat je een chat begint.', footer: 'Het livevoorbeeld laat je een paar seconden van de stream zien voordat je de chat binnengaat.' },
  },
  multilingual: {
    de: { name: 'Spricht deine Sprache', label: 'Mehrsprachig', teaser: 'Models, die in drei oder mehr Sprachen chatten.', footer: 'Welche Sprachen ein Model spricht, steht auf ihrem Profil unter „Über mich“.' },
    en: { name: 'Speaks your language', label: 'Multilingual', teaser: 'Models who chat in three languages or more.', footer: 'The languages a model speaks are listed on her profile under "About me".' },
    es: { name: 'Habla tu idioma', label: 'Multilingüe', teaser: 'Modelos que chatean en tres idiomas o más.', footer: 'Los idiomas que habla una modelo aparecen en su perfil, en «Sobre mí».' },
    nl: { name: 'Spreekt jouw taal', label: 'Meertalig', teaser: 'Modellen die in drie of meer talen chatten.', footer: 'Welke talen een model spreekt, staat op haar profiel onder "Over mij".' },
  },
  grownUp: {
    de: { name: 'Reifer Charme', label: '36+', teaser: 'Models ab 36, die wissen, was sie wollen.', footer: 'Alle Models sind volljährig und verifiziert; diese Auswahl zeigt die ab 36 Jahren.' },
    en: { name: 'Grown-up charm', label: '36+', teaser: 'Models aged 36 and over who know what they want.', footer: 'Every model is an adult and verified; this selection shows those aged 36 and over.' },
    es: { name: 'Encanto maduro', label: '36+', teaser: 'Modelos de 36 años o más que saben lo que quieren.', footer: 'Todas las modelos son mayores de edad y están verificadas; esta selección muestra las de 36 años o más.' },
    nl: { name: 'Volwassen charme', label: '36+', teaser: 'Modellen van 36 en ouder die weten wat ze willen.', footer: 'Alle modellen zijn volwassen en geverifieerd; deze selectie toont wie 36 of ouder is.' },
  },
};
