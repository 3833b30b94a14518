import type { LegalTexts } from '../legal-types';

/** Los textos legales en español. Marcadores: {brand}, {company}, {supportEmail}, {privacyEmail}. */
export const TEXTS: LegalTexts = {
  terms: {
    title: 'Condiciones de uso',
    intro:
      'Estas condiciones se aplican a todas las personas que usan {brand}: al navegar, chatear, escribir mensajes y comprar. Léelas antes de crear una cuenta. Cómo tratamos tus datos se explica en nuestra [política de protección de datos](dataProtection).',
    sections: [
      {
        id: 'operator',
        title: 'Quién gestiona {brand}',
        blocks: [
          '{brand} es un servicio de {company}. La misma empresa gestiona todas las marcas de esta plataforma, por lo que estas condiciones y tu cuenta son las mismas en cada una de ellas.',
          { insert: 'operator' },
        ],
      },
      {
        id: 'age',
        title: 'Solo para adultos',
        blocks: [
          '{brand} muestra contenido erótico. Solo puedes usarlo si tienes al menos 18 años y este contenido es legal donde te encuentras. En tu primera visita te preguntamos la edad antes de mostrar cualquier otra cosa; al registrarte la confirmas de nuevo.',
          'Algunos vídeos y fotos están calificados para mayores de 18. Solo puedes verlos tras una verificación de edad única con nuestro socio de verificación. Las vistas previas, avatares y fotos de perfil están calificados para mayores de 16 y los ve todo el que haya confirmado ser mayor de edad.',
          'No dejes nunca que un menor use tu dispositivo mientras tienes la sesión iniciada, y no compartas tu contraseña. Si sabemos que una cuenta pertenece a una persona menor de 18 años, la cerramos de inmediato.',
        ],
      },
      {
        id: 'account',
        title: 'Tu cuenta',
        blocks: [
          'Puedes navegar sin cuenta. Para chatear, escribir mensajes, guardar favoritos o comprar necesitas una cuenta con nombre de usuario, correo electrónico y contraseña. Tus datos deben ser ciertos y solo puedes tener una cuenta.',
          'Te enviamos un enlace para confirmar tu correo electrónico. Algunas funciones, como compartir un vídeo por correo, solo están disponibles con la dirección confirmada.',
          'Podemos limitar o bloquear una cuenta que incumpla estas condiciones, por ejemplo por acosar a las modelos, intentar pagar con tarjetas ajenas o atacar la plataforma. Las monedas que pagaste no se pierden por un bloqueo: escríbenos y las liquidamos.',
        ],
      },
      {
        id: 'services',
        title: 'Qué ofrece {brand}',
        blocks: [
          'Las modelos de {brand} son personas adultas que deciden ellas mismas cuándo están conectadas, qué muestran y cuánto cuesta. Puedes ver sus perfiles, vídeos y álbumes, chatear con ellas en vivo, enviar mensajes y regalos en el messenger y seguirlas como favoritas.',
          'Los chats en vivo dependen de que la modelo esté conectada y de tu conexión. Hacemos todo lo posible para que {brand} esté disponible, pero no podemos prometer que cada modelo o cada función lo esté en todo momento. Las modelos pueden bloquear países; allí no se muestra su contenido.',
          'Los vídeos y álbumes comprados permanecen en tu cuenta para que los veas. Son solo para tu uso privado: no puedes grabar, copiar, publicar ni compartir contenido, emisiones o mensajes de {brand}.',
        ],
      },
      {
        id: 'coins',
        title: 'Monedas, precios y pago',
        blocks: [
          'Los precios en {brand} se muestran en monedas (VXC). Un euro equivale a 4 monedas; los importes en euros se convierten a este tipo y se redondean hacia arriba a monedas enteras. Antes de cada compra ves el precio en monedas, y una compra se cobra una sola vez, aunque pulses el botón dos veces.',
          'Compras monedas en la ventana de pago («Recargar monedas») con una tarjeta, de 5 a 500 euros por recarga. Los chats en vivo se cobran por minuto mientras dura el chat; los mensajes y regalos tienen el precio que muestra el messenger. Las suscripciones VIP y TV duran 30 días desde la compra, se pagan en monedas y no se renuevan solas.',
          'Si lo permites, tu tarjeta queda guardada en el proveedor de pagos para pagos con un clic y para recargas automáticas cuando tu saldo baje. Puedes desactivar ambas cosas en cualquier momento en los ajustes de pago.',
          'Las monedas de bonificación, los vales y los códigos de bonificación son regalos: no se pagan en efectivo y pueden caducar en la fecha indicada.',
          'Esta instalación es la plataforma de referencia y funciona con un proveedor de pagos de pruebas (sandbox): no se cobra dinero real y solo se aceptan las tarjetas de prueba del proveedor.',
        ],
      },
      {
        id: 'refunds',
        title: 'Derecho de desistimiento y reembolsos',
        blocks: [
          'Como consumidor en la UE tienes 14 días para desistir de una compra de monedas sin dar motivos. Este derecho termina antes en cuanto gastas monedas de esa compra, porque pediste que empezáramos a entregar contenido digital de inmediato y confirmaste que así pierdes el derecho. Para desistir, escribe a [{supportEmail}](mailto:{supportEmail}) con tu nombre de usuario y la fecha de la compra.',
          'Reembolsamos monedas o dinero cuando algo falló por nuestra parte: un pago cobrado dos veces, un contenido comprado que no se reproduce o un minuto de chat cobrado después de que se cortara la conexión. Escríbenos en un plazo de 30 días contando lo que pasó; revisamos nuestros registros y respondemos en una semana.',
          'Las monedas pagadas que no hayas usado se reembolsan al cerrar tu cuenta, al precio que pagaste. Las monedas de bonificación no se reembolsan.',
        ],
      },
      {
        id: 'conduct',
        title: 'Normas para pasarlo bien',
        blocks: [
          {
            list: [
              'Trata con respeto a las modelos y a los demás usuarios. Sin insultos, amenazas, odio ni presiones.',
              'No pidas ni envíes contenido con menores, con violencia no consentida ni nada ilegal. Denunciamos estos intentos a las autoridades.',
              'No intentes quedar con las modelos en contra de su voluntad ni averiguar quiénes son.',
              'No uses bots, scripts ni cuentas ajenas, y no intentes saltarte precios, límites ni controles de edad.',
            ],
          },
        ],
      },
      {
        id: 'liability',
        title: 'Responsabilidad',
        blocks: [
          'Respondemos sin límite en caso de dolo y culpa grave, de daños a la vida, el cuerpo o la salud y según la ley de responsabilidad por productos. En caso de culpa leve solo respondemos por el incumplimiento de obligaciones esenciales, limitado al daño previsible al usar el servicio. Las modelos son responsables de lo que muestran y dicen.',
        ],
      },
      {
        id: 'ending',
        title: 'Cerrar tu cuenta',
        blocks: [
          'Puedes cerrar tu cuenta en cualquier momento escribiendo a [{supportEmail}](mailto:{supportEmail}) desde la dirección de tu cuenta. Podemos resolver el contrato con dos semanas de preaviso, o de inmediato ante un incumplimiento grave de estas condiciones.',
        ],
      },
      {
        id: 'changes',
        title: 'Cambios en estas condiciones',
        blocks: [
          'La fecha de arriba es la versión que aceptas. Si cambiamos estas condiciones, te mostramos un aviso en tu próxima visita; la nueva versión se aplica cuando la aceptas. Si no la aceptas, puedes cerrar tu cuenta y te reembolsamos las monedas pagadas.',
        ],
      },
      {
        id: 'law',
        title: 'Ley aplicable y conflictos',
        blocks: [
          'Se aplica el derecho alemán. Si eres consumidor, conservas la protección de la ley del país en el que vives. No estamos obligados ni dispuestos a participar en procedimientos de resolución de conflictos ante una junta arbitral de consumo; escríbenos primero, encontraremos una solución.',
        ],
      },
      {
        id: 'contact',
        title: 'Contacto',
        blocks: ['Preguntas sobre tu cuenta, los pagos o estas condiciones: [{supportEmail}](mailto:{supportEmail}). Preguntas sobre tus datos: [{privacyEmail}](mailto:{privacyEmail}).'],
      },
    ],
  },
  dataProtection: {
    title: 'Protección de datos',
    intro:
      'Esta política explica qué datos guarda {brand}, por qué, durante cuánto tiempo y qué puedes hacer al respecto. Se aplica al sitio web, a la ventana de pago y a los widgets. No vendemos tus datos, no mostramos publicidad de terceros y no cargamos rastreadores de otras empresas.',
    sections: [
      {
        id: 'controller',
        title: 'Quién es responsable',
        blocks: [
          'El responsable del tratamiento según el Reglamento General de Protección de Datos (RGPD) es:',
          { insert: 'operator' },
          'Puedes contactar con nuestra persona de protección de datos en [{privacyEmail}](mailto:{privacyEmail}).',
        ],
      },
      {
        id: 'visit',
        title: 'Cuando nos visitas',
        blocks: [
          'Cada visita inicia una sesión de invitado: un número de invitado aleatorio, guardado en la cookie de sesión necesaria, para que el sitio te reconozca de una página a otra. A partir de tu dirección IP determinamos, con una base de datos en nuestro propio servidor, el país en el que estás, para mostrar solo contenido que se puede mostrar allí y aplicar los precios e impuestos correctos. Guardamos el país con tu número de invitado, no la dirección. El registro de peticiones de nuestro servidor anota la dirección, la hora y la página pedida de cada petición para encontrar errores y ataques; se conserva 14 días. Los intentos de inicio de sesión se cuentan por dirección y cuenta para proteger contra la adivinación de contraseñas; solo guardamos un hash del que no se puede recuperar la dirección.',
          'Base jurídica: nuestro interés legítimo en un sitio web seguro (art. 6.1.f RGPD) y nuestra obligación legal de mostrar contenido para adultos solo donde está permitido (art. 6.1.c RGPD).',
        ],
      },
      {
        id: 'account',
        title: 'Tu cuenta',
        blocks: [
          'Cuando te registras guardamos tu nombre de usuario, tu correo electrónico, tu contraseña como hash scrypt con sal (nunca la contraseña en sí), el país desde el que te registraste, el momento en que confirmaste tener 18 años o más y el momento y la versión de las condiciones que aceptaste. Tus ajustes, favoritos, notas privadas sobre las modelos (solo tú las ves), notificaciones y suscripciones al boletín se guardan con tu cuenta.',
          'Te enviamos los correos que corresponden a tu cuenta: el enlace para confirmar tu dirección, los enlaces para restablecer la contraseña y, solo si te suscribes, boletines. Puedes darte de baja de cualquier boletín en cualquier momento.',
          'Base jurídica: el contrato contigo (art. 6.1.b RGPD); para los boletines, tu consentimiento (art. 6.1.a RGPD).',
        ],
      },
      {
        id: 'payments',
        title: 'Monedas y pagos',
        blocks: [
          'Llevamos un registro de tus monedas: cada recarga, compra, minuto de chat, regalo y bonificación, con importe y hora, para que tu saldo sea siempre correcto y cada cargo se pueda comprobar. De los pagos guardamos el importe, el estado, la referencia del proveedor y los cuatro últimos dígitos de la tarjeta. Los números completos de tarjeta van directamente al proveedor de pagos y nunca llegan a nuestros servidores. Si permites pagos con un clic o recargas automáticas, el proveedor guarda tu tarjeta y nosotros solo su token.',
          'Base jurídica: el contrato (art. 6.1.b RGPD) y nuestra obligación de llevar la contabilidad (art. 6.1.c RGPD). Los registros de pagos se conservan 10 años, como exige la ley fiscal.',
        ],
      },
      {
        id: 'age',
        title: 'Verificación de edad',
        blocks: [
          'Para el contenido para mayores de 18 verificas tu edad una vez con nuestro socio de verificación. Solo guardamos el resultado (pendiente, aceptada o rechazada) y cuándo cambió, nunca copias de tu documento de identidad. Si verificas por teléfono, guardamos el número y un hash del código enviado. Base jurídica: nuestra obligación legal de proteger a los menores (art. 6.1.c RGPD).',
        ],
      },
      {
        id: 'messenger',
        title: 'Mensajes y chats',
        blocks: [
          'Los mensajes, fotos y regalos que envías en el messenger se guardan para que la modelo y tú podáis leerlos, hasta que cierres tu cuenta. Los chats en vivo no se graban; guardamos cuándo empezó y terminó un chat y cuánto costó. Base jurídica: el contrato (art. 6.1.b RGPD).',
          'Los comentarios que nos envías con la encuesta se guardan con tu número de invitado y, si lo indicas, tu correo electrónico, para responderte y mejorar {brand}.',
        ],
      },
      {
        id: 'analytics',
        title: 'Análisis de uso',
        blocks: [
          'Solo si permites «Analíticas» en los ajustes de cookies registramos cómo se usa el sitio: qué páginas y perfiles se visitan y qué botones se usan, con tu número de invitado. Lo usamos para mejorar {brand} y lo evaluamos solo en nuestro propio servidor; ninguna empresa de análisis lo recibe. Base jurídica: tu consentimiento (art. 6.1.a RGPD).',
          'Independientemente de ello, registramos errores técnicos (por ejemplo, una conexión que se cortó) sin contenido, para mantener el servicio en marcha (art. 6.1.f RGPD).',
        ],
      },
      {
        id: 'storage',
        title: 'Cookies y almacenamiento en tu navegador',
        blocks: [
          'Los elementos necesarios se guardan sin preguntar, porque el sitio no funciona sin ellos. Todo lo demás se escribe solo después de que permitas su categoría y se borra cuando retiras el permiso. Esta lista se genera a partir del código de la plataforma, así que siempre muestra lo que realmente se guarda.',
          { insert: 'storageTable' },
        ],
      },
      {
        id: 'consent',
        title: 'Cambiar o retirar tu consentimiento',
        blocks: [
          'Puedes cambiar tu elección en cualquier momento con «Ajustes de cookies» al final de cada página o con el botón de abajo. Cuando retiras una categoría, todo lo guardado en ella se borra de inmediato. Retirar el consentimiento no afecta a lo que se hizo antes con él.',
          { insert: 'consentButton' },
        ],
      },
      {
        id: 'recipients',
        title: 'Quién recibe datos',
        blocks: [
          'Solo comunicamos datos cuando el servicio lo necesita, a encargados del tratamiento vinculados por contrato: el proveedor de pagos (datos de pago), el socio de verificación de edad (la verificación en sí), el servicio de envío de correos (dirección y contenido de los correos que te enviamos) y nuestro proveedor de alojamiento en la UE. Las modelos ven tu nombre de usuario y lo que les escribes, nunca tu correo electrónico ni tus datos de pago. No transferimos datos a países fuera de la UE.',
        ],
      },
      {
        id: 'retention',
        title: 'Cuánto tiempo guardamos los datos',
        blocks: [
          {
            list: [
              'Una sesión es válida 30 días; los enlaces de nuestros correos caducan al cabo de una hora y funcionan una vez.',
              'Datos de la cuenta, mensajes, favoritos y eventos de análisis: hasta que cierres tu cuenta o nos pidas borrarlos.',
              'Registros de pagos y contables: 10 años, como exige la ley fiscal.',
              'Registros de peticiones del servidor: 14 días.',
              'Si nunca te registras, lo que guardamos solo está vinculado al número de invitado aleatorio de tu cookie de sesión: cuando borras la cookie, ya no se puede asociar contigo.',
            ],
          },
        ],
      },
      {
        id: 'rights',
        title: 'Tus derechos',
        blocks: [
          'Tienes derecho a acceder a tus datos, a rectificarlos o suprimirlos, a limitar su tratamiento, a recibirlos en un formato común y a oponerte al tratamiento basado en nuestro interés legítimo. Escribe a [{privacyEmail}](mailto:{privacyEmail}); respondemos en un mes. También puedes reclamar ante una autoridad de protección de datos, por ejemplo la Agencia Española de Protección de Datos.',
        ],
      },
      {
        id: 'security',
        title: 'Seguridad',
        blocks: [
          'Todas las páginas se sirven por conexiones cifradas. Las contraseñas se guardan como hashes scrypt, y las cookies de sesión y los enlaces de correo solo como hashes SHA-256, de modo que ni siquiera una copia de nuestra base de datos permitiría a nadie iniciar sesión. Las páginas funcionan con una política de seguridad de contenidos estricta y no cargan código de otras empresas.',
        ],
      },
      {
        id: 'minors',
        title: 'Menores',
        blocks: ['{brand} no está pensado para menores de 18 años. No guardamos a sabiendas datos de menores; si lo sabemos, borramos la cuenta y sus datos.'],
      },
      {
        id: 'changes',
        title: 'Cambios',
        blocks: ['La fecha de arriba indica la versión de esta política. Si la cambiamos de un modo que te afecte, te lo diremos en tu próxima visita. Las normas de uso de {brand} están en las [condiciones de uso](termsOfService).'],
      },
    ],
  },
  ui: {
    asOf: 'Versión del {date}',
    contents: 'Índice',
    register: 'Registro mercantil',
    vatId: 'NIF-IVA',
    managingDirector: 'Administradora',
    email: 'Correo electrónico',
    demoNote: 'Esta es una empresa de demostración: la empresa, su dirección y su inscripción registral son ejemplos.',
    tableCaption: 'Elementos guardados',
    columns: { name: 'Nombre', kind: 'Tipo', writtenBy: 'Lo guarda', lifetime: 'Duración', purpose: 'Finalidad' },
    kinds: { cookie: 'Cookie', localStorage: 'Almacenamiento local', sessionStorage: 'Almacenamiento de sesión' },
    writtenBy: { page: 'Este sitio web', server: 'Nuestro servidor' },
    httpOnly: 'no legible por scripts',
    lifetimeSession: 'Hasta que cierres el navegador',
    lifetimeUntilDeleted: 'Hasta que se borre o retires el consentimiento',
    categories: {
      necessary: { title: 'Necesarias', text: 'Imprescindibles para que el sitio funcione: tu sesión y tus respuestas a la pregunta de edad y a la de cookies, y el enlace de socio que te trajo. Siempre activas.' },
      functional: { title: 'Funcionales', text: 'Comodidades como recordar tus últimas búsquedas. Solo con tu consentimiento.' },
      analytics: { title: 'Analíticas', text: 'Medir cómo se usa el sitio para poder mejorarlo. Solo con tu consentimiento.' },
    },
    noItems: 'Por ahora no se guarda en tu navegador nada de esta categoría.',
    openSettings: 'Abrir los ajustes de cookies',
  },
  purposes: {
    session: 'Mantiene tu sesión de invitado y, cuando inicias sesión, tu inicio de sesión. Sin ella, cada página te olvidaría.',
    consent: 'Recuerda tu elección sobre las cookies, también un «no», para no volver a preguntarte en cada página.',
    ageGate: 'Recuerda que confirmaste tener 18 años o más, para que la pregunta de edad no aparezca en cada visita.',
    statusBar: 'Recuerda que respondiste a la oferta de cancelación, para que el aviso sobre ella no vuelva a aparecer.',
    webmaster: 'El identificador de socio del sitio web cuyo enlace te trajo aquí, para que el socio reciba su pago por la visita, un registro o un pago. Un enlace de socio más reciente lo sustituye.',
    subref: 'Los datos de campaña de ese mismo enlace de socio (subidentificadores como la página o el anuncio donde estaba).',
    media: 'Demuestra al servidor de vídeo que los enlaces de vídeo de tu página son tuyos, para que un enlace copiado no se reproduzca para nadie más. Su contenido es válido durante 30 minutos.',
    playerResume: 'Recuerda hasta dónde viste un vídeo, para que la próxima vez continúe desde ahí.',
  },
};
