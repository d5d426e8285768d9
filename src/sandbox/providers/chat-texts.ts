import type { ChatLanguage } from '#shared/chat-messages.ts';

/** The simulated chat provider's own texts: the provider's page, not the app, so not i18next. */
export interface ChatTexts {
  title: string;
  agentName: string;
  greeting: string;
  replies: readonly string[];
  yourMessage: string;
  send: string;
  end: string;
  ended: string;
  offlineIntro: string;
  name: string;
  email: string;
  message: string;
  required: string;
  invalidEmail: string;
  fixErrors: string;
  sendFailed: string;
  sent: string;
}

export const CHAT_TEXTS: Readonly<Record<ChatLanguage, ChatTexts>> = {
  fi: {
    title: 'Chat',
    agentName: 'Asiakaspalvelija Anna',
    greeting: 'Hei! Miten voin auttaa?',
    replies: [
      'Kiitos kysymyksestä. Tarkistan asian.',
      'Asia on nyt hoidettu. Kiitos yhteydenotosta, hyvää päivänjatkoa!',
    ],
    yourMessage: 'Viestisi',
    send: 'Lähetä',
    end: 'Lopeta keskustelu',
    ended: 'Keskustelu on päättynyt.',
    offlineIntro:
      'Asiakaspalvelijamme eivät ole juuri nyt paikalla. Jätä viesti, niin vastaamme sähköpostitse.',
    name: 'Nimi',
    email: 'Sähköposti',
    message: 'Viesti',
    required: 'Tämä kenttä on pakollinen.',
    invalidEmail: 'Anna kelvollinen sähköpostiosoite.',
    fixErrors: 'Korjaa merkityt kentät.',
    sendFailed: 'Viestin lähetys epäonnistui. Kirjoittamasi teksti on tallessa: yritä uudelleen.',
    sent: 'Kiitos viestistä! Vastaamme sähköpostitse.',
  },
  en: {
    title: 'Chat',
    agentName: 'Anna from customer service',
    greeting: 'Hello! How can I help?',
    replies: [
      'Thank you for your question. Let me check.',
      'That is now sorted. Thank you for contacting us, have a good day!',
    ],
    yourMessage: 'Your message',
    send: 'Send',
    end: 'End the chat',
    ended: 'The conversation has ended.',
    offlineIntro: 'No agent is available right now. Leave a message and we will answer by e-mail.',
    name: 'Name',
    email: 'E-mail',
    message: 'Message',
    required: 'This field is required.',
    invalidEmail: 'Enter a valid e-mail address.',
    fixErrors: 'Correct the marked fields.',
    sendFailed: 'Sending failed. What you typed is kept: try again.',
    sent: 'Thank you for your message! We will answer by e-mail.',
  },
  sv: {
    title: 'Chatt',
    agentName: 'Anna på kundtjänst',
    greeting: 'Hej! Hur kan jag hjälpa till?',
    replies: [
      'Tack för din fråga. Jag kontrollerar saken.',
      'Nu är saken ordnad. Tack för att du kontaktade oss, ha en bra dag!',
    ],
    yourMessage: 'Ditt meddelande',
    send: 'Skicka',
    end: 'Avsluta chatten',
    ended: 'Samtalet har avslutats.',
    offlineIntro:
      'Ingen kundtjänstmedarbetare är tillgänglig just nu. Lämna ett meddelande så svarar vi per e-post.',
    name: 'Namn',
    email: 'E-post',
    message: 'Meddelande',
    required: 'Fältet är obligatoriskt.',
    invalidEmail: 'Ange en giltig e-postadress.',
    fixErrors: 'Rätta de markerade fälten.',
    sendFailed: 'Meddelandet kunde inte skickas. Det du skrev finns kvar: försök igen.',
    sent: 'Tack för ditt meddelande! Vi svarar per e-post.',
  },
  de: {
    title: 'Chat',
    agentName: 'Anna vom Kundendienst',
    greeting: 'Hallo! Wie kann ich helfen?',
    replies: [
      'Danke für Ihre Frage. Ich sehe nach.',
      'Das ist jetzt erledigt. Danke für Ihre Nachricht, einen schönen Tag noch!',
    ],
    yourMessage: 'Ihre Nachricht',
    send: 'Senden',
    end: 'Chat beenden',
    ended: 'Das Gespräch ist beendet.',
    offlineIntro:
      'Gerade ist niemand vom Kundendienst erreichbar. Hinterlassen Sie eine Nachricht, wir antworten per E-Mail.',
    name: 'Name',
    email: 'E-Mail',
    message: 'Nachricht',
    required: 'Dieses Feld ist erforderlich.',
    invalidEmail: 'Geben Sie eine gültige E-Mail-Adresse ein.',
    fixErrors: 'Korrigieren Sie die markierten Felder.',
    sendFailed: 'Senden fehlgeschlagen. Ihre Eingaben bleiben erhalten: versuchen Sie es erneut.',
    sent: 'Danke für Ihre Nachricht! Wir antworten per E-Mail.',
  },
};
