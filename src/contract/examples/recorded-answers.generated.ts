/**
 * The documented answers of the example sets (examples/example-sets.ts), recorded by
 * `npm run build:openapi` from a replay against a fresh sandbox with its clock frozen. Generated; do not edit.
 */
import type { OperationId } from '../operations.ts';

export interface RecordedAnswer {
  status: number;
  body: unknown;
}

export type RecordedAnswers = Partial<Record<OperationId, Record<string, RecordedAnswer>>>;

export const RECORDED_ANSWERS: RecordedAnswers = {
  "sendBotMessage": {
    "text": {
      "status": 200,
      "body": {
        "data": {
          "id": "14",
          "muid": "chatbot-welcome-1",
          "conversationId": "chatbot_user_superhero1",
          "sender": "chatbot",
          "receiverType": "user",
          "receiver": "superhero1",
          "category": "message",
          "type": "text",
          "data": {
            "text": "Hi Iron Man! How can I help you today?",
            "metadata": {
              "intent": "welcome"
            },
            "entities": {
              "sender": {
                "entity": {
                  "uid": "chatbot",
                  "name": "Hangout Bot",
                  "metadata": {
                    "description": "Posts reminders to the Superheroes Hangout group"
                  },
                  "status": "available",
                  "role": "default",
                  "createdAt": 1638354015
                },
                "entityType": "user"
              },
              "receiver": {
                "entity": {
                  "uid": "superhero1",
                  "name": "Iron Man",
                  "avatar": "https://data-us.cometchat.io/assets/images/avatars/ironman.png",
                  "link": "https://www.marvel.com/characters/iron-man-tony-stark",
                  "metadata": {
                    "@private": {
                      "email": "ironman@example.com",
                      "contactNumber": "0123456789"
                    }
                  },
                  "status": "available",
                  "role": "default",
                  "createdAt": 1629869270,
                  "lastActiveAt": 1700300000,
                  "conversationId": "chatbot_user_superhero1"
                },
                "entityType": "user"
              }
            },
            "moderation": {
              "status": "pending"
            }
          },
          "sentAt": 1732500000,
          "updatedAt": 1732500000
        }
      }
    },
    "image": {
      "status": 200,
      "body": {
        "data": {
          "id": "15",
          "conversationId": "group_cometchat-guid-1",
          "sender": "chatbot",
          "receiverType": "group",
          "receiver": "cometchat-guid-1",
          "category": "message",
          "type": "image",
          "data": {
            "attachments": [
              {
                "url": "https://data-us.cometchat.io/assets/images/blueprints/mark-42.jpeg",
                "name": "mark-42.jpeg",
                "mimeType": "image/jpeg",
                "extension": "jpeg",
                "size": 4761
              }
            ],
            "entities": {
              "sender": {
                "entity": {
                  "uid": "chatbot",
                  "name": "Hangout Bot",
                  "metadata": {
                    "description": "Posts reminders to the Superheroes Hangout group"
                  },
                  "status": "available",
                  "role": "default",
                  "createdAt": 1638354015
                },
                "entityType": "user"
              },
              "receiver": {
                "entity": {
                  "guid": "cometchat-guid-1",
                  "name": "Superheroes Hangout",
                  "description": "Where the heroes catch up between missions",
                  "icon": "https://data-us.cometchat.io/assets/images/avatars/supergroup.png",
                  "type": "public",
                  "metadata": {
                    "topic": "team chat"
                  },
                  "membersCount": 4,
                  "conversationId": "group_cometchat-guid-1",
                  "createdAt": 1638360000,
                  "owner": "superhero1",
                  "tags": [
                    "heroes",
                    "hangout"
                  ]
                },
                "entityType": "group"
              }
            },
            "moderation": {
              "status": "pending"
            }
          },
          "tags": [
            "blueprints"
          ],
          "sentAt": 1732500000,
          "updatedAt": 1732500000,
          "quotedMessage": {
            "id": "10",
            "conversationId": "superhero1_user_superhero3",
            "sender": "superhero3",
            "receiverType": "user",
            "receiver": "superhero1",
            "category": "message",
            "type": "text",
            "data": {
              "text": "Mr. Stark, the suit keeps asking if I want to activate instant kill mode. Is that normal?",
              "entities": {
                "sender": {
                  "entity": {
                    "uid": "superhero3",
                    "name": "Spiderman",
                    "avatar": "https://data-us.cometchat.io/assets/images/avatars/spiderman.png",
                    "link": "https://www.marvel.com/characters/spider-man-peter-parker",
                    "metadata": {
                      "contactNumber": "0123456789"
                    },
                    "status": "available",
                    "role": "default",
                    "createdAt": 1629869270,
                    "lastActiveAt": 1700300180
                  },
                  "entityType": "user"
                },
                "receiver": {
                  "entity": {
                    "uid": "superhero1",
                    "name": "Iron Man",
                    "avatar": "https://data-us.cometchat.io/assets/images/avatars/ironman.png",
                    "link": "https://www.marvel.com/characters/iron-man-tony-stark",
                    "metadata": {
                      "@private": {
                        "email": "ironman@example.com",
                        "contactNumber": "0123456789"
                      }
                    },
                    "status": "available",
                    "role": "default",
                    "createdAt": 1629869270,
                    "lastActiveAt": 1700300000,
                    "conversationId": "superhero1_user_superhero3"
                  },
                  "entityType": "user"
                }
              }
            },
            "sentAt": 1700400000,
            "updatedAt": 1700400000
          }
        }
      }
    },
    "multipleReceivers": {
      "status": 200,
      "body": {
        "data": {
          "id": "16",
          "conversationId": "chatbot_user_superhero1",
          "sender": "chatbot",
          "receiverType": "user",
          "receiver": "superhero1",
          "category": "message",
          "type": "text",
          "data": {
            "text": "The chat will be down for maintenance tonight from 23:00 to 23:30 UTC.",
            "entities": {
              "sender": {
                "entity": {
                  "uid": "chatbot",
                  "name": "Hangout Bot",
                  "metadata": {
                    "description": "Posts reminders to the Superheroes Hangout group"
                  },
                  "status": "available",
                  "role": "default",
                  "createdAt": 1638354015
                },
                "entityType": "user"
              },
              "receiver": {
                "entity": {
                  "uid": "superhero1",
                  "name": "Iron Man",
                  "avatar": "https://data-us.cometchat.io/assets/images/avatars/ironman.png",
                  "link": "https://www.marvel.com/characters/iron-man-tony-stark",
                  "metadata": {
                    "@private": {
                      "email": "ironman@example.com",
                      "contactNumber": "0123456789"
                    }
                  },
                  "status": "available",
                  "role": "default",
                  "createdAt": 1629869270,
                  "lastActiveAt": 1700300000,
                  "conversationId": "chatbot_user_superhero1"
                },
                "entityType": "user"
              }
            },
            "moderation": {
              "status": "pending"
            }
          },
          "sentAt": 1732500000,
          "updatedAt": 1732500000
        }
      }
    },
    "custom": {
      "status": 200,
      "body": {
        "data": {
          "id": "19",
          "conversationId": "chatbot_user_superhero2",
          "sender": "chatbot",
          "receiverType": "user",
          "receiver": "superhero2",
          "category": "custom",
          "type": "location",
          "data": {
            "customData": {
              "latitude": 40.7484,
              "longitude": -73.9857,
              "label": "Avengers Tower"
            },
            "entities": {
              "sender": {
                "entity": {
                  "uid": "chatbot",
                  "name": "Hangout Bot",
                  "metadata": {
                    "description": "Posts reminders to the Superheroes Hangout group"
                  },
                  "status": "available",
                  "role": "default",
                  "createdAt": 1638354015
                },
                "entityType": "user"
              },
              "receiver": {
                "entity": {
                  "uid": "superhero2",
                  "name": "Captain America",
                  "avatar": "https://data-us.cometchat.io/assets/images/avatars/captainamerica.png",
                  "status": "offline",
                  "role": "default",
                  "createdAt": 1629869270,
                  "updatedAt": 1630308676,
                  "lastActiveAt": 1700300300,
                  "conversationId": "chatbot_user_superhero2"
                },
                "entityType": "user"
              }
            },
            "moderation": {
              "status": "pending"
            }
          },
          "sentAt": 1732500000,
          "updatedAt": 1732500000
        }
      }
    },
    "form": {
      "status": 200,
      "body": {
        "data": {
          "id": "20",
          "conversationId": "chatbot_user_superhero1",
          "sender": "chatbot",
          "receiverType": "user",
          "receiver": "superhero1",
          "category": "interactive",
          "type": "form",
          "data": {
            "interactionGoal": {
              "type": "allOf",
              "elementIds": [
                "element8"
              ]
            },
            "allowSenderInteraction": true,
            "interactiveData": {
              "title": "Mission sign-up",
              "formFields": [
                {
                  "elementType": "textInput",
                  "elementId": "element1",
                  "label": "Name",
                  "optional": false,
                  "defaultValue": "Tony",
                  "maxLines": 1,
                  "placeholder": {
                    "text": "write your name here"
                  }
                },
                {
                  "elementType": "textInput",
                  "elementId": "element2",
                  "label": "Address",
                  "optional": true,
                  "maxLines": 5
                },
                {
                  "elementType": "dropdown",
                  "elementId": "element3",
                  "label": "Country",
                  "optional": false,
                  "defaultValue": "option1",
                  "options": [
                    {
                      "value": "option1",
                      "label": "USA"
                    },
                    {
                      "value": "option2",
                      "label": "Canada"
                    }
                  ]
                },
                {
                  "elementType": "checkbox",
                  "elementId": "element4",
                  "label": "Skills",
                  "optional": true,
                  "defaultValue": [
                    "option1"
                  ],
                  "options": [
                    {
                      "value": "option1",
                      "label": "Flying"
                    },
                    {
                      "value": "option2",
                      "label": "Engineering"
                    },
                    {
                      "value": "option3",
                      "label": "Leadership"
                    }
                  ]
                },
                {
                  "elementType": "singleSelect",
                  "elementId": "element5",
                  "label": "Team",
                  "optional": false,
                  "defaultValue": "option1",
                  "options": [
                    {
                      "value": "option1",
                      "label": "Avengers"
                    },
                    {
                      "value": "option2",
                      "label": "X-Men"
                    }
                  ]
                },
                {
                  "elementType": "button",
                  "elementId": "element6",
                  "buttonText": "About us",
                  "disableAfterInteracted": true,
                  "action": {
                    "actionType": "urlNavigation",
                    "url": "https://www.cometchat.com"
                  }
                }
              ],
              "submitElement": {
                "elementType": "button",
                "elementId": "element8",
                "buttonText": "Submit",
                "disableAfterInteracted": true,
                "action": {
                  "actionType": "apiAction",
                  "url": "https://chat-sandbox.api-us.cometchat.io/v3/messages",
                  "method": "POST",
                  "payload": {
                    "category": "message",
                    "type": "text",
                    "data": {
                      "text": "Thanks for signing up!"
                    },
                    "receiver": "superhero1",
                    "receiverType": "user"
                  },
                  "headers": {
                    "apikey": "<API_KEY>",
                    "onBehalfOf": "superhero1",
                    "Content-Type": "application/json"
                  },
                  "dataKey": "CometChatData"
                }
              }
            },
            "entities": {
              "sender": {
                "entity": {
                  "uid": "chatbot",
                  "name": "Hangout Bot",
                  "metadata": {
                    "description": "Posts reminders to the Superheroes Hangout group"
                  },
                  "status": "available",
                  "role": "default",
                  "createdAt": 1638354015
                },
                "entityType": "user"
              },
              "receiver": {
                "entity": {
                  "uid": "superhero1",
                  "name": "Iron Man",
                  "avatar": "https://data-us.cometchat.io/assets/images/avatars/ironman.png",
                  "link": "https://www.marvel.com/characters/iron-man-tony-stark",
                  "metadata": {
                    "@private": {
                      "email": "ironman@example.com",
                      "contactNumber": "0123456789"
                    }
                  },
                  "status": "available",
                  "role": "default",
                  "createdAt": 1629869270,
                  "lastActiveAt": 1700300000,
                  "conversationId": "chatbot_user_superhero1"
                },
                "entityType": "user"
              }
            },
            "moderation": {
              "status": "pending"
            }
          },
          "tags": [
            "onboarding"
          ],
          "sentAt": 1732500000,
          "updatedAt": 1732500000
        }
      }
    },
    "card": {
      "status": 200,
      "body": {
        "data": {
          "id": "21",
          "conversationId": "group_cometchat-guid-1",
          "sender": "chatbot",
          "receiverType": "group",
          "receiver": "cometchat-guid-1",
          "category": "interactive",
          "type": "card",
          "data": {
            "interactionGoal": {
              "type": "none"
            },
            "allowSenderInteraction": true,
            "interactiveData": {
              "imageUrl": "https://data-us.cometchat.io/assets/images/cards/new-suit.jpeg",
              "text": "The Mark 50 suit is ready. Want a test flight?",
              "cardActions": [
                {
                  "elementType": "button",
                  "elementId": "element1",
                  "buttonText": "Book a flight",
                  "disableAfterInteracted": true,
                  "action": {
                    "actionType": "apiAction",
                    "url": "https://chat-sandbox.api-us.cometchat.io/v3/messages",
                    "method": "POST",
                    "payload": {
                      "category": "message",
                      "type": "text",
                      "data": {
                        "text": "Test flight booked!"
                      },
                      "receiver": "cometchat-guid-1",
                      "receiverType": "group"
                    },
                    "headers": {
                      "apikey": "<API_KEY>",
                      "onBehalfOf": "superhero1",
                      "Content-Type": "application/json"
                    },
                    "dataKey": "CometChatData"
                  }
                },
                {
                  "elementType": "button",
                  "elementId": "element2",
                  "buttonText": "Read more",
                  "disableAfterInteracted": true,
                  "action": {
                    "actionType": "urlNavigation",
                    "url": "https://www.cometchat.com"
                  }
                }
              ]
            },
            "entities": {
              "sender": {
                "entity": {
                  "uid": "chatbot",
                  "name": "Hangout Bot",
                  "metadata": {
                    "description": "Posts reminders to the Superheroes Hangout group"
                  },
                  "status": "available",
                  "role": "default",
                  "createdAt": 1638354015
                },
                "entityType": "user"
              },
              "receiver": {
                "entity": {
                  "guid": "cometchat-guid-1",
                  "name": "Superheroes Hangout",
                  "description": "Where the heroes catch up between missions",
                  "icon": "https://data-us.cometchat.io/assets/images/avatars/supergroup.png",
                  "type": "public",
                  "metadata": {
                    "topic": "team chat"
                  },
                  "membersCount": 4,
                  "conversationId": "group_cometchat-guid-1",
                  "createdAt": 1638360000,
                  "owner": "superhero1",
                  "tags": [
                    "heroes",
                    "hangout"
                  ]
                },
                "entityType": "group"
              }
            },
            "moderation": {
              "status": "pending"
            }
          },
          "sentAt": 1732500000,
          "updatedAt": 1732500000
        }
      }
    },
    "scheduler": {
      "status": 200,
      "body": {
        "data": {
          "id": "22",
          "conversationId": "chatbot_user_superhero2",
          "sender": "chatbot",
          "receiverType": "user",
          "receiver": "superhero2",
          "category": "interactive",
          "type": "scheduler",
          "data": {
            "interactionGoal": {
              "type": "anyAction",
              "elementIds": []
            },
            "allowSenderInteraction": false,
            "interactiveData": {
              "title": "Meet with Dr. Strange",
              "avatarUrl": "https://data-us.cometchat.io/assets/images/avatars/drstrange.png",
              "bufferTime": 15,
              "icsFileUrl": "https://data-us.cometchat.io/assets/calendars/drstrange.ics",
              "availability": {
                "monday": [
                  {
                    "from": "0600",
                    "to": "1700"
                  }
                ],
                "tuesday": [
                  {
                    "from": "1000",
                    "to": "1400"
                  },
                  {
                    "from": "1700",
                    "to": "2000"
                  }
                ],
                "friday": [
                  {
                    "from": "0000",
                    "to": "2359"
                  }
                ]
              },
              "timezoneCode": "Asia/Kolkata",
              "duration": 60,
              "scheduleElement": {
                "elementType": "button",
                "elementId": "1",
                "buttonText": "Schedule",
                "disableAfterInteracted": true,
                "action": {
                  "actionType": "apiAction",
                  "url": "https://chat-sandbox.api-us.cometchat.io/v3/messages",
                  "method": "POST",
                  "payload": {
                    "category": "message",
                    "type": "text",
                    "data": {
                      "text": "Meeting scheduled!"
                    },
                    "receiver": "superhero2",
                    "receiverType": "user"
                  },
                  "headers": {
                    "apikey": "<API_KEY>",
                    "onBehalfOf": "superhero1",
                    "Content-Type": "application/json"
                  },
                  "dataKey": "CometChatData"
                }
              },
              "goalCompletionText": "Your meeting has been scheduled",
              "dateRangeStart": "2024-06-09",
              "dateRangeEnd": "2024-06-30"
            },
            "entities": {
              "sender": {
                "entity": {
                  "uid": "chatbot",
                  "name": "Hangout Bot",
                  "metadata": {
                    "description": "Posts reminders to the Superheroes Hangout group"
                  },
                  "status": "available",
                  "role": "default",
                  "createdAt": 1638354015
                },
                "entityType": "user"
              },
              "receiver": {
                "entity": {
                  "uid": "superhero2",
                  "name": "Captain America",
                  "avatar": "https://data-us.cometchat.io/assets/images/avatars/captainamerica.png",
                  "status": "offline",
                  "role": "default",
                  "createdAt": 1629869270,
                  "updatedAt": 1630308676,
                  "lastActiveAt": 1700300300,
                  "conversationId": "chatbot_user_superhero2"
                },
                "entityType": "user"
              }
            },
            "moderation": {
              "status": "pending"
            }
          },
          "sentAt": 1732500000,
          "updatedAt": 1732500000
        }
      }
    },
    "customInteractive": {
      "status": 200,
      "body": {
        "data": {
          "id": "23",
          "conversationId": "chatbot_user_superhero1",
          "sender": "chatbot",
          "receiverType": "user",
          "receiver": "superhero1",
          "category": "interactive",
          "type": "customInteractive",
          "data": {
            "interactionGoal": {
              "type": "anyAction"
            },
            "allowSenderInteraction": false,
            "interactiveData": {
              "question": "Which suit should Iron Man wear tonight?",
              "choices": [
                "Mark 42",
                "Mark 50",
                "Hulkbuster"
              ],
              "sentBy": "chatbot"
            },
            "entities": {
              "sender": {
                "entity": {
                  "uid": "chatbot",
                  "name": "Hangout Bot",
                  "metadata": {
                    "description": "Posts reminders to the Superheroes Hangout group"
                  },
                  "status": "available",
                  "role": "default",
                  "createdAt": 1638354015
                },
                "entityType": "user"
              },
              "receiver": {
                "entity": {
                  "uid": "superhero1",
                  "name": "Iron Man",
                  "avatar": "https://data-us.cometchat.io/assets/images/avatars/ironman.png",
                  "link": "https://www.marvel.com/characters/iron-man-tony-stark",
                  "metadata": {
                    "@private": {
                      "email": "ironman@example.com",
                      "contactNumber": "0123456789"
                    }
                  },
                  "status": "available",
                  "role": "default",
                  "createdAt": 1629869270,
                  "lastActiveAt": 1700300000,
                  "conversationId": "chatbot_user_superhero1"
                },
                "entityType": "user"
              }
            },
            "moderation": {
              "status": "pending"
            }
          },
          "sentAt": 1732500000,
          "updatedAt": 1732500000
        }
      }
    },
    "unknownBot": {
      "status": 404,
      "body": {
        "error": {
          "code": "ERR_UID_NOT_FOUND",
          "message": "The user with uid nobot does not exist.",
          "source": "chat-api"
        }
      }
    }
  },
  "listUsers": {
    "seenByAUser": {
      "status": 200,
      "body": {
        "data": [
          {
            "uid": "chatbot",
            "name": "Hangout Bot",
            "metadata": {
              "description": "Posts reminders to the Superheroes Hangout group"
            },
            "status": "available",
            "role": "default",
            "createdAt": 1638354015,
            "conversationId": "chatbot_user_superhero4",
            "blockedByMe": true,
            "blockedByMeAt": 1638400000,
            "blockedAt": 1638400000
          }
        ],
        "meta": {
          "pagination": {
            "total": 1,
            "count": 1,
            "per_page": 100,
            "current_page": 1,
            "total_pages": 1
          }
        }
      }
    },
    "unknownViewer": {
      "status": 404,
      "body": {
        "error": {
          "code": "ERR_UID_NOT_FOUND",
          "message": "The UID nobody in the onBehalfOf header does not exist.",
          "source": "chat-api"
        }
      }
    },
    "search": {
      "status": 200,
      "body": {
        "data": [
          {
            "uid": "superhero1",
            "name": "Iron Man",
            "avatar": "https://data-us.cometchat.io/assets/images/avatars/ironman.png",
            "link": "https://www.marvel.com/characters/iron-man-tony-stark",
            "metadata": {
              "@private": {
                "email": "ironman@example.com",
                "contactNumber": "0123456789"
              }
            },
            "status": "available",
            "role": "default",
            "createdAt": 1629869270,
            "lastActiveAt": 1700300000
          },
          {
            "uid": "superhero2",
            "name": "Captain America",
            "avatar": "https://data-us.cometchat.io/assets/images/avatars/captainamerica.png",
            "status": "offline",
            "role": "default",
            "createdAt": 1629869270,
            "updatedAt": 1630308676,
            "lastActiveAt": 1700300300
          }
        ],
        "meta": {
          "pagination": {
            "total": 5,
            "count": 2,
            "per_page": 2,
            "current_page": 1,
            "total_pages": 3
          }
        }
      }
    }
  },
  "createUser": {
    "withToken": {
      "status": 200,
      "body": {
        "data": {
          "uid": "superhero6",
          "name": "Barry Allen",
          "avatar": "https://data-us.cometchat.io/assets/images/avatars/flash.png",
          "metadata": {
            "@private": {
              "email": "barry@example.com"
            }
          },
          "status": "offline",
          "role": "default",
          "createdAt": 1732500000,
          "tags": [
            "speedster"
          ],
          "authToken": "superhero6_17325000002711e2beebf7a11440255f8a4aa98cc7"
        }
      }
    },
    "minimal": {
      "status": 200,
      "body": {
        "data": {
          "uid": "superhero7",
          "name": "Diana Prince",
          "status": "offline",
          "role": "default",
          "createdAt": 1732500000
        }
      }
    },
    "takenUid": {
      "status": 409,
      "body": {
        "error": {
          "code": "ERR_UID_ALREADY_EXISTS",
          "message": "A user with UID superhero2 already exists.",
          "source": "chat-api"
        }
      }
    }
  },
  "listAuthTokens": {
    "tokens": {
      "status": 200,
      "body": {
        "data": [
          {
            "uid": "superhero2",
            "authToken": "superhero2_1630307000ee6e3fce6ec7a391a27f92e956b87e9c",
            "createdAt": 1630307000
          }
        ],
        "meta": {
          "pagination": {
            "total": 1,
            "count": 1,
            "per_page": 5,
            "current_page": 1,
            "total_pages": 1
          }
        }
      }
    },
    "unknownUser": {
      "status": 404,
      "body": {
        "error": {
          "code": "ERR_UID_NOT_FOUND",
          "message": "The user with uid nobody does not exist.",
          "source": "chat-api"
        }
      }
    }
  },
  "createAuthToken": {
    "force": {
      "status": 200,
      "body": {
        "data": {
          "uid": "superhero6",
          "authToken": "superhero6_17325000001e5fbf10c5ec2813dafbd31d9ecee0cc",
          "createdAt": 1732500000
        }
      }
    },
    "unknownUser": {
      "status": 404,
      "body": {
        "error": {
          "code": "ERR_UID_NOT_FOUND",
          "message": "The user with uid nobody does not exist.",
          "source": "chat-api"
        }
      }
    }
  },
  "listBlockedUsers": {
    "blocked": {
      "status": 200,
      "body": {
        "data": [
          {
            "uid": "chatbot",
            "name": "Hangout Bot",
            "metadata": {
              "description": "Posts reminders to the Superheroes Hangout group"
            },
            "status": "available",
            "role": "default",
            "createdAt": 1638354015,
            "conversationId": "chatbot_user_superhero4",
            "blockedByMe": true,
            "blockedByMeAt": 1638400000,
            "blockedAt": 1638400000
          }
        ],
        "meta": {
          "pagination": {
            "total": 1,
            "count": 1,
            "per_page": 100,
            "current_page": 1,
            "total_pages": 1
          }
        }
      }
    },
    "unknownUser": {
      "status": 404,
      "body": {
        "error": {
          "code": "ERR_UID_NOT_FOUND",
          "message": "The user with uid nobody does not exist.",
          "source": "chat-api"
        }
      }
    }
  },
  "blockUsers": {
    "two": {
      "status": 200,
      "body": {
        "data": {
          "superhero2": {
            "success": true,
            "message": "The user with UID superhero6 has blocked user with UID superhero2 successfully."
          },
          "superhero9": {
            "success": false,
            "error": {
              "code": "ERR_UID_NOT_FOUND",
              "message": "The user with uid superhero9 does not exist."
            }
          }
        }
      }
    }
  },
  "unblockUsers": {
    "two": {
      "status": 200,
      "body": {
        "data": {
          "superhero2": {
            "success": true,
            "message": "The user with UID superhero6 has unblocked user with UID superhero2 successfully."
          },
          "superhero9": {
            "success": false,
            "error": {
              "code": "ERR_UID_NOT_FOUND",
              "message": "The user with uid superhero9 does not exist."
            }
          }
        }
      }
    }
  },
  "listGroups": {
    "joined": {
      "status": 200,
      "body": {
        "data": [
          {
            "guid": "cometchat-guid-1",
            "name": "Superheroes Hangout",
            "description": "Where the heroes catch up between missions",
            "icon": "https://data-us.cometchat.io/assets/images/avatars/supergroup.png",
            "type": "public",
            "metadata": {
              "topic": "team chat"
            },
            "scope": "moderator",
            "membersCount": 4,
            "joinedAt": 1638360106,
            "conversationId": "group_cometchat-guid-1",
            "hasJoined": true,
            "createdAt": 1638360000,
            "owner": "superhero1"
          },
          {
            "guid": "avengers-hq",
            "name": "Avengers HQ",
            "description": "Mission planning, by invitation",
            "type": "password",
            "scope": "admin",
            "membersCount": 2,
            "joinedAt": 1638362000,
            "conversationId": "group_avengers-hq",
            "hasJoined": true,
            "createdAt": 1638362000,
            "owner": "superhero2"
          }
        ],
        "meta": {
          "pagination": {
            "total": 2,
            "count": 2,
            "per_page": 5,
            "current_page": 1,
            "total_pages": 1
          }
        }
      }
    }
  },
  "createGroup": {
    "withMembers": {
      "status": 200,
      "body": {
        "data": {
          "guid": "heroes-lounge",
          "name": "Comic Heroes Hangout",
          "type": "public",
          "scope": "admin",
          "membersCount": 3,
          "joinedAt": 1732500000,
          "conversationId": "group_heroes-lounge",
          "hasJoined": true,
          "createdAt": 1732500000,
          "updatedAt": 1732500000,
          "owner": "superhero1",
          "members": {
            "usersToBan": {},
            "admins": {},
            "moderators": {
              "superhero2": {
                "success": true,
                "data": {
                  "id": "24",
                  "conversationId": "group_heroes-lounge",
                  "sender": "app_system",
                  "receiverType": "group",
                  "receiver": "heroes-lounge",
                  "category": "action",
                  "type": "groupMember",
                  "data": {
                    "action": "added",
                    "entities": {
                      "by": {
                        "entity": {
                          "uid": "superhero1",
                          "name": "Iron Man",
                          "avatar": "https://data-us.cometchat.io/assets/images/avatars/ironman.png",
                          "link": "https://www.marvel.com/characters/iron-man-tony-stark",
                          "metadata": {
                            "@private": {
                              "email": "ironman@example.com",
                              "contactNumber": "0123456789"
                            }
                          },
                          "status": "available",
                          "role": "default",
                          "createdAt": 1629869270,
                          "lastActiveAt": 1700300000
                        },
                        "entityType": "user"
                      },
                      "on": {
                        "entity": {
                          "uid": "superhero2",
                          "name": "Captain America",
                          "avatar": "https://data-us.cometchat.io/assets/images/avatars/captainamerica.png",
                          "status": "offline",
                          "role": "default",
                          "createdAt": 1629869270,
                          "updatedAt": 1630308676,
                          "lastActiveAt": 1700300300
                        },
                        "entityType": "user"
                      },
                      "for": {
                        "entity": {
                          "guid": "heroes-lounge",
                          "name": "Comic Heroes Hangout",
                          "type": "public",
                          "membersCount": 2,
                          "conversationId": "group_heroes-lounge",
                          "createdAt": 1732500000,
                          "updatedAt": 1732500000,
                          "owner": "superhero1"
                        },
                        "entityType": "group"
                      }
                    }
                  },
                  "sentAt": 1732500000,
                  "updatedAt": 1732500000
                }
              }
            },
            "participants": {
              "superhero3": {
                "success": true,
                "data": {
                  "id": "25",
                  "conversationId": "group_heroes-lounge",
                  "sender": "app_system",
                  "receiverType": "group",
                  "receiver": "heroes-lounge",
                  "category": "action",
                  "type": "groupMember",
                  "data": {
                    "action": "added",
                    "entities": {
                      "by": {
                        "entity": {
                          "uid": "superhero1",
                          "name": "Iron Man",
                          "avatar": "https://data-us.cometchat.io/assets/images/avatars/ironman.png",
                          "link": "https://www.marvel.com/characters/iron-man-tony-stark",
                          "metadata": {
                            "@private": {
                              "email": "ironman@example.com",
                              "contactNumber": "0123456789"
                            }
                          },
                          "status": "available",
                          "role": "default",
                          "createdAt": 1629869270,
                          "lastActiveAt": 1700300000
                        },
                        "entityType": "user"
                      },
                      "on": {
                        "entity": {
                          "uid": "superhero3",
                          "name": "Spiderman",
                          "avatar": "https://data-us.cometchat.io/assets/images/avatars/spiderman.png",
                          "link": "https://www.marvel.com/characters/spider-man-peter-parker",
                          "metadata": {
                            "contactNumber": "0123456789"
                          },
                          "status": "available",
                          "role": "default",
                          "createdAt": 1629869270,
                          "lastActiveAt": 1700300180
                        },
                        "entityType": "user"
                      },
                      "for": {
                        "entity": {
                          "guid": "heroes-lounge",
                          "name": "Comic Heroes Hangout",
                          "type": "public",
                          "membersCount": 3,
                          "conversationId": "group_heroes-lounge",
                          "createdAt": 1732500000,
                          "updatedAt": 1732500000,
                          "owner": "superhero1"
                        },
                        "entityType": "group"
                      }
                    }
                  },
                  "sentAt": 1732500000,
                  "updatedAt": 1732500000
                }
              },
              "superhero9": {
                "success": false,
                "error": {
                  "code": "ERR_UID_NOT_FOUND",
                  "message": "The user with uid superhero9 does not exist."
                }
              }
            }
          }
        }
      }
    },
    "public": {
      "status": 200,
      "body": {
        "data": {
          "guid": "heroes-hangout",
          "name": "Comic Heroes Hangout",
          "description": "Where the heroes plan their next mission.",
          "icon": "https://data-us.cometchat.io/assets/images/avatars/cometchat-guid-1.png",
          "type": "public",
          "membersCount": 0,
          "conversationId": "group_heroes-hangout",
          "hasJoined": false,
          "createdAt": 1732500000,
          "owner": "app_system",
          "tags": [
            "heroes"
          ]
        }
      }
    },
    "password": {
      "status": 200,
      "body": {
        "data": {
          "guid": "shield-hq",
          "name": "S.H.I.E.L.D. HQ",
          "type": "password",
          "scope": "admin",
          "membersCount": 1,
          "joinedAt": 1732500000,
          "conversationId": "group_shield-hq",
          "hasJoined": true,
          "createdAt": 1732500000,
          "owner": "superhero1"
        }
      }
    },
    "takenGuid": {
      "status": 409,
      "body": {
        "error": {
          "code": "ERR_GUID_ALREADY_EXISTS",
          "message": "A group with guid avengers-hq already exists.",
          "source": "chat-api"
        }
      }
    }
  },
  "listGroupMembers": {
    "members": {
      "status": 200,
      "body": {
        "data": [
          {
            "uid": "superhero4",
            "name": "Wolverine",
            "avatar": "https://data-us.cometchat.io/assets/images/avatars/wolverine.png",
            "status": "offline",
            "role": "default",
            "createdAt": 1629869270,
            "scope": "admin",
            "joinedAt": 1638363000
          },
          {
            "uid": "superhero5",
            "name": "Cyclops",
            "avatar": "https://data-us.cometchat.io/assets/images/avatars/cyclops.png",
            "status": "offline",
            "role": "default",
            "createdAt": 1629869270,
            "scope": "moderator",
            "joinedAt": 1638363060
          }
        ],
        "meta": {
          "pagination": {
            "total": 2,
            "count": 2,
            "per_page": 100,
            "current_page": 1,
            "total_pages": 1
          }
        }
      }
    },
    "unknownGroup": {
      "status": 404,
      "body": {
        "error": {
          "code": "ERR_GUID_NOT_FOUND",
          "message": "The group with guid no-such-group does not exist.",
          "source": "chat-api"
        }
      }
    }
  },
  "addGroupMembers": {
    "members": {
      "status": 200,
      "body": {
        "data": {
          "usersToBan": {
            "superhero5": {
              "success": true
            }
          },
          "admins": {
            "superhero2": {
              "success": true,
              "data": {
                "id": "27",
                "conversationId": "group_heroes-hangout",
                "sender": "app_system",
                "receiverType": "group",
                "receiver": "heroes-hangout",
                "category": "action",
                "type": "groupMember",
                "data": {
                  "action": "added",
                  "entities": {
                    "by": {
                      "entity": {
                        "uid": "app_system",
                        "name": "System",
                        "status": "offline",
                        "role": "default",
                        "createdAt": 1596537299
                      },
                      "entityType": "user"
                    },
                    "on": {
                      "entity": {
                        "uid": "superhero2",
                        "name": "Captain America",
                        "avatar": "https://data-us.cometchat.io/assets/images/avatars/captainamerica.png",
                        "status": "offline",
                        "role": "default",
                        "createdAt": 1629869270,
                        "updatedAt": 1630308676,
                        "lastActiveAt": 1700300300
                      },
                      "entityType": "user"
                    },
                    "for": {
                      "entity": {
                        "guid": "heroes-hangout",
                        "name": "Comic Heroes Hangout",
                        "description": "Where the heroes plan their next mission.",
                        "icon": "https://data-us.cometchat.io/assets/images/avatars/cometchat-guid-1.png",
                        "type": "public",
                        "membersCount": 1,
                        "conversationId": "group_heroes-hangout",
                        "createdAt": 1732500000,
                        "updatedAt": 1732500000,
                        "owner": "app_system",
                        "tags": [
                          "heroes"
                        ]
                      },
                      "entityType": "group"
                    }
                  }
                },
                "sentAt": 1732500000,
                "updatedAt": 1732500000
              }
            }
          },
          "moderators": {},
          "participants": {
            "superhero3": {
              "success": true,
              "data": {
                "id": "28",
                "conversationId": "group_heroes-hangout",
                "sender": "app_system",
                "receiverType": "group",
                "receiver": "heroes-hangout",
                "category": "action",
                "type": "groupMember",
                "data": {
                  "action": "added",
                  "entities": {
                    "by": {
                      "entity": {
                        "uid": "app_system",
                        "name": "System",
                        "status": "offline",
                        "role": "default",
                        "createdAt": 1596537299
                      },
                      "entityType": "user"
                    },
                    "on": {
                      "entity": {
                        "uid": "superhero3",
                        "name": "Spiderman",
                        "avatar": "https://data-us.cometchat.io/assets/images/avatars/spiderman.png",
                        "link": "https://www.marvel.com/characters/spider-man-peter-parker",
                        "metadata": {
                          "contactNumber": "0123456789"
                        },
                        "status": "available",
                        "role": "default",
                        "createdAt": 1629869270,
                        "lastActiveAt": 1700300180
                      },
                      "entityType": "user"
                    },
                    "for": {
                      "entity": {
                        "guid": "heroes-hangout",
                        "name": "Comic Heroes Hangout",
                        "description": "Where the heroes plan their next mission.",
                        "icon": "https://data-us.cometchat.io/assets/images/avatars/cometchat-guid-1.png",
                        "type": "public",
                        "membersCount": 2,
                        "conversationId": "group_heroes-hangout",
                        "createdAt": 1732500000,
                        "updatedAt": 1732500000,
                        "owner": "app_system",
                        "tags": [
                          "heroes"
                        ]
                      },
                      "entityType": "group"
                    }
                  }
                },
                "sentAt": 1732500000,
                "updatedAt": 1732500000
              }
            },
            "superhero4": {
              "success": true,
              "data": {
                "id": "29",
                "conversationId": "group_heroes-hangout",
                "sender": "app_system",
                "receiverType": "group",
                "receiver": "heroes-hangout",
                "category": "action",
                "type": "groupMember",
                "data": {
                  "action": "added",
                  "entities": {
                    "by": {
                      "entity": {
                        "uid": "app_system",
                        "name": "System",
                        "status": "offline",
                        "role": "default",
                        "createdAt": 1596537299
                      },
                      "entityType": "user"
                    },
                    "on": {
                      "entity": {
                        "uid": "superhero4",
                        "name": "Wolverine",
                        "avatar": "https://data-us.cometchat.io/assets/images/avatars/wolverine.png",
                        "status": "offline",
                        "role": "default",
                        "createdAt": 1629869270
                      },
                      "entityType": "user"
                    },
                    "for": {
                      "entity": {
                        "guid": "heroes-hangout",
                        "name": "Comic Heroes Hangout",
                        "description": "Where the heroes plan their next mission.",
                        "icon": "https://data-us.cometchat.io/assets/images/avatars/cometchat-guid-1.png",
                        "type": "public",
                        "membersCount": 3,
                        "conversationId": "group_heroes-hangout",
                        "createdAt": 1732500000,
                        "updatedAt": 1732500000,
                        "owner": "app_system",
                        "tags": [
                          "heroes"
                        ]
                      },
                      "entityType": "group"
                    }
                  }
                },
                "sentAt": 1732500000,
                "updatedAt": 1732500000
              }
            }
          }
        }
      }
    },
    "unknownGroup": {
      "status": 404,
      "body": {
        "error": {
          "code": "ERR_GUID_NOT_FOUND",
          "message": "The group with guid no-such-group does not exist.",
          "source": "chat-api"
        }
      }
    }
  },
  "getGroupConversation": {
    "groupConversation": {
      "status": 200,
      "body": {
        "data": {
          "conversationId": "group_cometchat-guid-1",
          "conversationType": "group",
          "unreadMessageCount": "7",
          "createdAt": 1700300000,
          "updatedAt": 1732500000,
          "lastMessage": {
            "id": "21",
            "conversationId": "group_cometchat-guid-1",
            "sender": "chatbot",
            "receiverType": "group",
            "receiver": "cometchat-guid-1",
            "category": "interactive",
            "type": "card",
            "data": {
              "interactionGoal": {
                "type": "none"
              },
              "allowSenderInteraction": true,
              "interactiveData": {
                "imageUrl": "https://data-us.cometchat.io/assets/images/cards/new-suit.jpeg",
                "text": "The Mark 50 suit is ready. Want a test flight?",
                "cardActions": [
                  {
                    "elementType": "button",
                    "elementId": "element1",
                    "buttonText": "Book a flight",
                    "disableAfterInteracted": true,
                    "action": {
                      "actionType": "apiAction",
                      "url": "https://chat-sandbox.api-us.cometchat.io/v3/messages",
                      "method": "POST",
                      "payload": {
                        "category": "message",
                        "type": "text",
                        "data": {
                          "text": "Test flight booked!"
                        },
                        "receiver": "cometchat-guid-1",
                        "receiverType": "group"
                      },
                      "headers": {
                        "apikey": "<API_KEY>",
                        "onBehalfOf": "superhero1",
                        "Content-Type": "application/json"
                      },
                      "dataKey": "CometChatData"
                    }
                  },
                  {
                    "elementType": "button",
                    "elementId": "element2",
                    "buttonText": "Read more",
                    "disableAfterInteracted": true,
                    "action": {
                      "actionType": "urlNavigation",
                      "url": "https://www.cometchat.com"
                    }
                  }
                ]
              },
              "entities": {
                "sender": {
                  "entity": {
                    "uid": "chatbot",
                    "name": "Hangout Bot",
                    "metadata": {
                      "description": "Posts reminders to the Superheroes Hangout group"
                    },
                    "status": "available",
                    "role": "default",
                    "createdAt": 1638354015
                  },
                  "entityType": "user"
                },
                "receiver": {
                  "entity": {
                    "guid": "cometchat-guid-1",
                    "name": "Superheroes Hangout",
                    "description": "Where the heroes catch up between missions",
                    "icon": "https://data-us.cometchat.io/assets/images/avatars/supergroup.png",
                    "type": "public",
                    "metadata": {
                      "topic": "team chat"
                    },
                    "membersCount": 4,
                    "conversationId": "group_cometchat-guid-1",
                    "createdAt": 1638360000,
                    "owner": "superhero1",
                    "tags": [
                      "heroes",
                      "hangout"
                    ]
                  },
                  "entityType": "group"
                }
              },
              "moderation": {
                "status": "pending"
              }
            },
            "sentAt": 1732500000,
            "updatedAt": 1732500000
          },
          "conversationWith": {
            "guid": "cometchat-guid-1",
            "name": "Superheroes Hangout",
            "description": "Where the heroes catch up between missions",
            "icon": "https://data-us.cometchat.io/assets/images/avatars/supergroup.png",
            "type": "public",
            "metadata": {
              "topic": "team chat"
            },
            "scope": "participant",
            "membersCount": 4,
            "joinedAt": 1638360106,
            "conversationId": "group_cometchat-guid-1",
            "hasJoined": true,
            "createdAt": 1638360000,
            "owner": "superhero1",
            "tags": [
              "heroes",
              "hangout"
            ]
          }
        }
      }
    },
    "unknownGroup": {
      "status": 404,
      "body": {
        "error": {
          "code": "ERR_GUID_NOT_FOUND",
          "message": "The group with guid no-such-group does not exist.",
          "source": "chat-api"
        }
      }
    }
  },
  "resetGroupConversation": {
    "preserveOrder": {
      "status": 200,
      "body": {
        "data": {
          "success": true,
          "message": "The conversation group_avengers-hq has been deleted successfully for UID superhero1."
        }
      }
    }
  },
  "listBannedUsers": {
    "banned": {
      "status": 200,
      "body": {
        "data": [
          {
            "uid": "superhero5",
            "name": "Cyclops",
            "avatar": "https://data-us.cometchat.io/assets/images/avatars/cyclops.png",
            "status": "offline",
            "role": "default",
            "createdAt": 1629869270
          }
        ],
        "meta": {
          "pagination": {
            "total": 1,
            "count": 1,
            "per_page": 100,
            "current_page": 1,
            "total_pages": 1
          }
        }
      }
    },
    "unknownGroup": {
      "status": 404,
      "body": {
        "error": {
          "code": "ERR_GUID_NOT_FOUND",
          "message": "The group with guid no-such-group does not exist.",
          "source": "chat-api"
        }
      }
    }
  },
  "banUser": {
    "ban": {
      "status": 200,
      "body": {
        "data": {
          "success": true,
          "message": "The user with uid superhero3 has been banned from the group heroes-hangout."
        }
      }
    }
  },
  "unbanUser": {
    "unban": {
      "status": 200,
      "body": {
        "data": {
          "success": true,
          "message": "The user with uid superhero5 has been unbanned from the group cometchat-guid-1."
        }
      }
    }
  },
  "changeGroupMemberScope": {
    "moderator": {
      "status": 200,
      "body": {
        "data": {
          "guid": "cometchat-guid-1",
          "uid": "chatbot",
          "scope": "moderator",
          "joinedAt": 1638360200
        }
      }
    }
  },
  "kickGroupMember": {
    "kick": {
      "status": 200,
      "body": {
        "data": {
          "success": true,
          "message": "The user with uid superhero4 has been kicked from the group heroes-hangout."
        }
      }
    }
  },
  "markConversationRead": {
    "upTo": {
      "status": 200,
      "body": {
        "data": {
          "success": true,
          "message": "All the messages from the user superhero2 are marked as read for the user superhero1."
        }
      }
    }
  },
  "markGroupConversationRead": {
    "upTo": {
      "status": 200,
      "body": {
        "data": {
          "success": true,
          "message": "All the messages in group cometchat-guid-1 are marked as read for the user superhero3."
        }
      }
    }
  },
  "listReactionsByEmoji": {
    "byReaction": {
      "status": 200,
      "body": {
        "data": [
          {
            "id": "1",
            "messageId": "2",
            "reaction": ":thumbsup:",
            "uid": "superhero2",
            "reactedAt": 1700210335,
            "reactedBy": {
              "uid": "superhero2",
              "name": "Captain America",
              "avatar": "https://data-us.cometchat.io/assets/images/avatars/captainamerica.png",
              "status": "offline",
              "role": "default",
              "createdAt": 1629869270,
              "updatedAt": 1630308676,
              "lastActiveAt": 1700300300
            }
          }
        ],
        "meta": {
          "current": {
            "limit": 100,
            "count": 1
          },
          "next": {
            "affix": "append",
            "id": "1"
          },
          "previous": {
            "affix": "prepend",
            "id": "1"
          }
        }
      }
    }
  },
  "addReaction": {
    "react": {
      "status": 200,
      "body": {
        "data": {
          "id": "5",
          "conversationId": "group_cometchat-guid-1",
          "sender": "superhero2",
          "receiverType": "group",
          "receiver": "cometchat-guid-1",
          "category": "message",
          "type": "text",
          "data": {
            "text": "Glad to be here. Who is bringing the coffee? ☕",
            "entities": {
              "sender": {
                "entity": {
                  "uid": "superhero2",
                  "name": "Captain America",
                  "avatar": "https://data-us.cometchat.io/assets/images/avatars/captainamerica.png",
                  "status": "offline",
                  "role": "default",
                  "createdAt": 1629869270,
                  "updatedAt": 1630308676,
                  "lastActiveAt": 1700300300
                },
                "entityType": "user"
              },
              "receiver": {
                "entity": {
                  "guid": "cometchat-guid-1",
                  "name": "Superheroes Hangout",
                  "description": "Where the heroes catch up between missions",
                  "icon": "https://data-us.cometchat.io/assets/images/avatars/supergroup.png",
                  "type": "public",
                  "metadata": {
                    "topic": "team chat"
                  },
                  "membersCount": 4,
                  "conversationId": "group_cometchat-guid-1",
                  "createdAt": 1638360000,
                  "updatedAt": 1732500000,
                  "owner": "superhero1",
                  "tags": [
                    "heroes",
                    "hangout"
                  ]
                },
                "entityType": "group"
              }
            },
            "reactions": [
              {
                "reaction": "☕",
                "count": 1
              },
              {
                "reaction": ":heart:",
                "count": 1,
                "reactedByMe": true
              }
            ]
          },
          "sentAt": 1700300060,
          "editedAt": 1700300090,
          "editedBy": "superhero2",
          "updatedAt": 1700300090
        }
      }
    },
    "unknownMessage": {
      "status": 404,
      "body": {
        "error": {
          "code": "ERR_MESSAGE_ID_NOT_FOUND",
          "message": "The message with id 99999 does not exist.",
          "source": "chat-api"
        }
      }
    }
  },
  "removeReaction": {
    "unreact": {
      "status": 200,
      "body": {
        "data": {
          "id": "4",
          "muid": "web-1700300000-4f2a",
          "conversationId": "group_cometchat-guid-1",
          "sender": "superhero1",
          "receiverType": "group",
          "receiver": "cometchat-guid-1",
          "category": "message",
          "type": "text",
          "data": {
            "text": "Welcome to the hangout, team!",
            "entities": {
              "sender": {
                "entity": {
                  "uid": "superhero1",
                  "name": "Iron Man",
                  "avatar": "https://data-us.cometchat.io/assets/images/avatars/ironman.png",
                  "link": "https://www.marvel.com/characters/iron-man-tony-stark",
                  "metadata": {
                    "@private": {
                      "email": "ironman@example.com",
                      "contactNumber": "0123456789"
                    }
                  },
                  "status": "available",
                  "role": "default",
                  "createdAt": 1629869270,
                  "lastActiveAt": 1700300000
                },
                "entityType": "user"
              },
              "receiver": {
                "entity": {
                  "guid": "cometchat-guid-1",
                  "name": "Superheroes Hangout",
                  "description": "Where the heroes catch up between missions",
                  "icon": "https://data-us.cometchat.io/assets/images/avatars/supergroup.png",
                  "type": "public",
                  "metadata": {
                    "topic": "team chat"
                  },
                  "membersCount": 4,
                  "conversationId": "group_cometchat-guid-1",
                  "createdAt": 1638360000,
                  "updatedAt": 1732500000,
                  "owner": "superhero1",
                  "tags": [
                    "heroes",
                    "hangout"
                  ]
                },
                "entityType": "group"
              }
            },
            "reactions": [
              {
                "reaction": "👍",
                "count": 1
              },
              {
                "reaction": "🎉",
                "count": 1,
                "reactedByMe": true
              }
            ]
          },
          "sentAt": 1700300000,
          "updatedAt": 1700300000
        }
      }
    }
  },
  "listReactions": {
    "reactions": {
      "status": 200,
      "body": {
        "data": [
          {
            "id": "1",
            "messageId": "2",
            "reaction": ":thumbsup:",
            "uid": "superhero2",
            "reactedAt": 1700210335,
            "reactedBy": {
              "uid": "superhero2",
              "name": "Captain America",
              "avatar": "https://data-us.cometchat.io/assets/images/avatars/captainamerica.png",
              "status": "offline",
              "role": "default",
              "createdAt": 1629869270,
              "updatedAt": 1630308676,
              "lastActiveAt": 1700300300
            }
          },
          {
            "id": "2",
            "messageId": "2",
            "reaction": "😅",
            "uid": "superhero1",
            "reactedAt": 1700210456,
            "reactedBy": {
              "uid": "superhero1",
              "name": "Iron Man",
              "avatar": "https://data-us.cometchat.io/assets/images/avatars/ironman.png",
              "link": "https://www.marvel.com/characters/iron-man-tony-stark",
              "metadata": {
                "@private": {
                  "email": "ironman@example.com",
                  "contactNumber": "0123456789"
                }
              },
              "status": "available",
              "role": "default",
              "createdAt": 1629869270,
              "lastActiveAt": 1700300000
            }
          }
        ],
        "meta": {
          "current": {
            "limit": 5,
            "count": 2
          },
          "next": {
            "affix": "append",
            "id": "2"
          },
          "previous": {
            "affix": "prepend",
            "id": "1"
          }
        }
      }
    },
    "unknownMessage": {
      "status": 404,
      "body": {
        "error": {
          "code": "ERR_MESSAGE_ID_NOT_FOUND",
          "message": "The message with id 99999 does not exist.",
          "source": "chat-api"
        }
      }
    }
  },
  "saveMessage": {
    "save": {
      "status": 200,
      "body": {
        "data": {
          "id": "12",
          "conversationId": "superhero4_user_superhero5",
          "sender": "superhero4",
          "receiverType": "user",
          "receiver": "superhero5",
          "category": "message",
          "type": "text",
          "data": {
            "text": "Cerebro picked up a new signal near the lake house.",
            "entities": {
              "sender": {
                "entity": {
                  "uid": "superhero4",
                  "name": "Wolverine",
                  "avatar": "https://data-us.cometchat.io/assets/images/avatars/wolverine.png",
                  "status": "offline",
                  "role": "default",
                  "createdAt": 1629869270
                },
                "entityType": "user"
              },
              "receiver": {
                "entity": {
                  "uid": "superhero5",
                  "name": "Cyclops",
                  "avatar": "https://data-us.cometchat.io/assets/images/avatars/cyclops.png",
                  "status": "offline",
                  "role": "default",
                  "createdAt": 1629869270,
                  "conversationId": "superhero4_user_superhero5"
                },
                "entityType": "user"
              }
            }
          },
          "sentAt": 1700400300,
          "updatedAt": 1700400300,
          "savedAt": 1732500000
        }
      }
    }
  },
  "unsaveMessage": {
    "unsave": {
      "status": 200,
      "body": {
        "data": {
          "id": "2",
          "conversationId": "superhero1_user_superhero2",
          "sender": "superhero1",
          "receiverType": "user",
          "receiver": "superhero2",
          "category": "message",
          "type": "text",
          "data": {
            "text": "Hi,",
            "entities": {
              "sender": {
                "entity": {
                  "uid": "superhero1",
                  "name": "Iron Man",
                  "avatar": "https://data-us.cometchat.io/assets/images/avatars/ironman.png",
                  "link": "https://www.marvel.com/characters/iron-man-tony-stark",
                  "metadata": {
                    "@private": {
                      "email": "ironman@example.com",
                      "contactNumber": "0123456789"
                    }
                  },
                  "status": "available",
                  "role": "default",
                  "createdAt": 1629869270,
                  "lastActiveAt": 1700300000
                },
                "entityType": "user"
              },
              "receiver": {
                "entity": {
                  "uid": "superhero2",
                  "name": "Captain America",
                  "avatar": "https://data-us.cometchat.io/assets/images/avatars/captainamerica.png",
                  "status": "offline",
                  "role": "default",
                  "createdAt": 1629869270,
                  "updatedAt": 1630308676,
                  "lastActiveAt": 1700300300,
                  "conversationId": "superhero1_user_superhero2"
                },
                "entityType": "user"
              }
            },
            "reactions": [
              {
                "reaction": ":thumbsup:",
                "count": 1
              },
              {
                "reaction": "😅",
                "count": 1,
                "reactedByMe": true
              }
            ]
          },
          "sentAt": 1700210266,
          "updatedAt": 1700210266
        }
      }
    }
  },
  "listMessages": {
    "groupMessages": {
      "status": 200,
      "body": {
        "data": [
          {
            "id": "31",
            "conversationId": "group_cometchat-guid-1",
            "sender": "app_system",
            "receiverType": "group",
            "receiver": "cometchat-guid-1",
            "category": "action",
            "type": "groupMember",
            "data": {
              "action": "scopeChanged",
              "extras": {
                "scope": {
                  "new": "moderator",
                  "old": "participant"
                }
              },
              "entities": {
                "by": {
                  "entity": {
                    "uid": "superhero1",
                    "name": "Iron Man",
                    "avatar": "https://data-us.cometchat.io/assets/images/avatars/ironman.png",
                    "link": "https://www.marvel.com/characters/iron-man-tony-stark",
                    "metadata": {
                      "@private": {
                        "email": "ironman@example.com",
                        "contactNumber": "0123456789"
                      }
                    },
                    "status": "available",
                    "role": "default",
                    "createdAt": 1629869270,
                    "lastActiveAt": 1700300000
                  },
                  "entityType": "user"
                },
                "on": {
                  "entity": {
                    "uid": "chatbot",
                    "name": "Hangout Bot",
                    "metadata": {
                      "description": "Posts reminders to the Superheroes Hangout group"
                    },
                    "status": "available",
                    "role": "default",
                    "createdAt": 1638354015
                  },
                  "entityType": "user"
                },
                "for": {
                  "entity": {
                    "guid": "cometchat-guid-1",
                    "name": "Superheroes Hangout",
                    "description": "Where the heroes catch up between missions",
                    "icon": "https://data-us.cometchat.io/assets/images/avatars/supergroup.png",
                    "type": "public",
                    "metadata": {
                      "topic": "team chat"
                    },
                    "membersCount": 4,
                    "conversationId": "group_cometchat-guid-1",
                    "createdAt": 1638360000,
                    "updatedAt": 1732500000,
                    "owner": "superhero1",
                    "tags": [
                      "heroes",
                      "hangout"
                    ]
                  },
                  "entityType": "group"
                }
              }
            },
            "sentAt": 1732500000,
            "updatedAt": 1732500000
          },
          {
            "id": "32",
            "conversationId": "group_heroes-hangout",
            "sender": "app_system",
            "receiverType": "group",
            "receiver": "heroes-hangout",
            "category": "action",
            "type": "groupMember",
            "data": {
              "action": "kicked",
              "entities": {
                "by": {
                  "entity": {
                    "uid": "app_system",
                    "name": "System",
                    "status": "offline",
                    "role": "default",
                    "createdAt": 1596537299
                  },
                  "entityType": "user"
                },
                "on": {
                  "entity": {
                    "uid": "superhero4",
                    "name": "Wolverine",
                    "avatar": "https://data-us.cometchat.io/assets/images/avatars/wolverine.png",
                    "status": "offline",
                    "role": "default",
                    "createdAt": 1629869270
                  },
                  "entityType": "user"
                },
                "for": {
                  "entity": {
                    "guid": "heroes-hangout",
                    "name": "Comic Heroes Hangout",
                    "description": "Where the heroes plan their next mission.",
                    "icon": "https://data-us.cometchat.io/assets/images/avatars/cometchat-guid-1.png",
                    "type": "public",
                    "membersCount": 1,
                    "conversationId": "group_heroes-hangout",
                    "createdAt": 1732500000,
                    "updatedAt": 1732500000,
                    "owner": "app_system",
                    "tags": [
                      "heroes"
                    ]
                  },
                  "entityType": "group"
                }
              }
            },
            "sentAt": 1732500000,
            "updatedAt": 1732500000
          }
        ],
        "meta": {
          "current": {
            "limit": 2,
            "count": 2
          },
          "next": {
            "affix": "append",
            "sentAt": 1732500000,
            "id": "32"
          },
          "previous": {
            "affix": "prepend",
            "sentAt": 1732500000,
            "id": "31"
          }
        }
      }
    }
  },
  "sendMessage": {
    "text": {
      "status": 200,
      "body": {
        "data": {
          "id": "33",
          "muid": "web-1700400000-a1",
          "conversationId": "superhero1_user_superhero2",
          "sender": "superhero1",
          "receiverType": "user",
          "receiver": "superhero2",
          "category": "message",
          "type": "text",
          "data": {
            "text": "See you at the briefing.",
            "entities": {
              "sender": {
                "entity": {
                  "uid": "superhero1",
                  "name": "Iron Man",
                  "avatar": "https://data-us.cometchat.io/assets/images/avatars/ironman.png",
                  "link": "https://www.marvel.com/characters/iron-man-tony-stark",
                  "metadata": {
                    "@private": {
                      "email": "ironman@example.com",
                      "contactNumber": "0123456789"
                    }
                  },
                  "status": "available",
                  "role": "default",
                  "createdAt": 1629869270,
                  "lastActiveAt": 1700300000
                },
                "entityType": "user"
              },
              "receiver": {
                "entity": {
                  "uid": "superhero2",
                  "name": "Captain America",
                  "avatar": "https://data-us.cometchat.io/assets/images/avatars/captainamerica.png",
                  "status": "offline",
                  "role": "default",
                  "createdAt": 1629869270,
                  "updatedAt": 1630308676,
                  "lastActiveAt": 1700300300,
                  "conversationId": "superhero1_user_superhero2"
                },
                "entityType": "user"
              }
            },
            "moderation": {
              "status": "pending"
            }
          },
          "sentAt": 1732500000,
          "updatedAt": 1732500000,
          "quotedMessage": {
            "id": "2",
            "conversationId": "superhero1_user_superhero2",
            "sender": "superhero1",
            "receiverType": "user",
            "receiver": "superhero2",
            "category": "message",
            "type": "text",
            "data": {
              "text": "Hi,",
              "entities": {
                "sender": {
                  "entity": {
                    "uid": "superhero1",
                    "name": "Iron Man",
                    "avatar": "https://data-us.cometchat.io/assets/images/avatars/ironman.png",
                    "link": "https://www.marvel.com/characters/iron-man-tony-stark",
                    "metadata": {
                      "@private": {
                        "email": "ironman@example.com",
                        "contactNumber": "0123456789"
                      }
                    },
                    "status": "available",
                    "role": "default",
                    "createdAt": 1629869270,
                    "lastActiveAt": 1700300000
                  },
                  "entityType": "user"
                },
                "receiver": {
                  "entity": {
                    "uid": "superhero2",
                    "name": "Captain America",
                    "avatar": "https://data-us.cometchat.io/assets/images/avatars/captainamerica.png",
                    "status": "offline",
                    "role": "default",
                    "createdAt": 1629869270,
                    "updatedAt": 1630308676,
                    "lastActiveAt": 1700300300,
                    "conversationId": "superhero1_user_superhero2"
                  },
                  "entityType": "user"
                }
              },
              "reactions": [
                {
                  "reaction": ":thumbsup:",
                  "count": 1
                },
                {
                  "reaction": "😅",
                  "count": 1,
                  "reactedByMe": true
                }
              ]
            },
            "sentAt": 1700210266,
            "updatedAt": 1700210266
          }
        }
      }
    },
    "media": {
      "status": 200,
      "body": {
        "data": {
          "id": "34",
          "conversationId": "group_cometchat-guid-1",
          "sender": "superhero1",
          "receiverType": "group",
          "receiver": "cometchat-guid-1",
          "category": "message",
          "type": "image",
          "data": {
            "text": "The new suit",
            "attachments": [
              {
                "url": "https://data-us.cometchat.io/assets/images/blueprints/mark-85.png",
                "name": "mark-85.png",
                "mimeType": "image/png",
                "extension": "png",
                "size": 5120
              }
            ],
            "entities": {
              "sender": {
                "entity": {
                  "uid": "superhero1",
                  "name": "Iron Man",
                  "avatar": "https://data-us.cometchat.io/assets/images/avatars/ironman.png",
                  "link": "https://www.marvel.com/characters/iron-man-tony-stark",
                  "metadata": {
                    "@private": {
                      "email": "ironman@example.com",
                      "contactNumber": "0123456789"
                    }
                  },
                  "status": "available",
                  "role": "default",
                  "createdAt": 1629869270,
                  "lastActiveAt": 1700300000
                },
                "entityType": "user"
              },
              "receiver": {
                "entity": {
                  "guid": "cometchat-guid-1",
                  "name": "Superheroes Hangout",
                  "description": "Where the heroes catch up between missions",
                  "icon": "https://data-us.cometchat.io/assets/images/avatars/supergroup.png",
                  "type": "public",
                  "metadata": {
                    "topic": "team chat"
                  },
                  "membersCount": 4,
                  "conversationId": "group_cometchat-guid-1",
                  "createdAt": 1638360000,
                  "updatedAt": 1732500000,
                  "owner": "superhero1",
                  "tags": [
                    "heroes",
                    "hangout"
                  ]
                },
                "entityType": "group"
              }
            },
            "moderation": {
              "status": "pending"
            }
          },
          "tags": [
            "blueprints"
          ],
          "sentAt": 1732500000,
          "updatedAt": 1732500000
        }
      }
    },
    "custom": {
      "status": 200,
      "body": {
        "data": {
          "id": "35",
          "conversationId": "superhero1_user_superhero2",
          "sender": "superhero1",
          "receiverType": "user",
          "receiver": "superhero2",
          "category": "custom",
          "type": "location",
          "data": {
            "customData": {
              "latitude": 40.7484,
              "longitude": -73.9857
            },
            "entities": {
              "sender": {
                "entity": {
                  "uid": "superhero1",
                  "name": "Iron Man",
                  "avatar": "https://data-us.cometchat.io/assets/images/avatars/ironman.png",
                  "link": "https://www.marvel.com/characters/iron-man-tony-stark",
                  "metadata": {
                    "@private": {
                      "email": "ironman@example.com",
                      "contactNumber": "0123456789"
                    }
                  },
                  "status": "available",
                  "role": "default",
                  "createdAt": 1629869270,
                  "lastActiveAt": 1700300000
                },
                "entityType": "user"
              },
              "receiver": {
                "entity": {
                  "uid": "superhero2",
                  "name": "Captain America",
                  "avatar": "https://data-us.cometchat.io/assets/images/avatars/captainamerica.png",
                  "status": "offline",
                  "role": "default",
                  "createdAt": 1629869270,
                  "updatedAt": 1630308676,
                  "lastActiveAt": 1700300300,
                  "conversationId": "superhero1_user_superhero2"
                },
                "entityType": "user"
              }
            },
            "moderation": {
              "status": "pending"
            }
          },
          "sentAt": 1732500000,
          "updatedAt": 1732500000
        }
      }
    },
    "multipleReceivers": {
      "status": 200,
      "body": {
        "data": {
          "id": "36",
          "conversationId": "superhero1_user_superhero2",
          "sender": "superhero1",
          "receiverType": "user",
          "receiver": "superhero2",
          "category": "message",
          "type": "text",
          "data": {
            "text": "Suit-up in ten minutes.",
            "entities": {
              "sender": {
                "entity": {
                  "uid": "superhero1",
                  "name": "Iron Man",
                  "avatar": "https://data-us.cometchat.io/assets/images/avatars/ironman.png",
                  "link": "https://www.marvel.com/characters/iron-man-tony-stark",
                  "metadata": {
                    "@private": {
                      "email": "ironman@example.com",
                      "contactNumber": "0123456789"
                    }
                  },
                  "status": "available",
                  "role": "default",
                  "createdAt": 1629869270,
                  "lastActiveAt": 1700300000
                },
                "entityType": "user"
              },
              "receiver": {
                "entity": {
                  "uid": "superhero2",
                  "name": "Captain America",
                  "avatar": "https://data-us.cometchat.io/assets/images/avatars/captainamerica.png",
                  "status": "offline",
                  "role": "default",
                  "createdAt": 1629869270,
                  "updatedAt": 1630308676,
                  "lastActiveAt": 1700300300,
                  "conversationId": "superhero1_user_superhero2"
                },
                "entityType": "user"
              }
            },
            "moderation": {
              "status": "pending"
            }
          },
          "sentAt": 1732500000,
          "updatedAt": 1732500000
        }
      }
    }
  },
  "getMessage": {
    "message": {
      "status": 200,
      "body": {
        "data": {
          "id": "11",
          "conversationId": "superhero1_user_superhero3",
          "sender": "superhero1",
          "receiverType": "user",
          "receiver": "superhero3",
          "category": "message",
          "type": "image",
          "data": {
            "text": "Absolutely not. Here is the settings page, switch it off.",
            "attachments": [
              {
                "url": "https://data-us.cometchat.io/assets/images/suit/settings.png",
                "name": "settings.png",
                "mimeType": "image/png",
                "extension": "png",
                "size": 48213
              }
            ],
            "entities": {
              "sender": {
                "entity": {
                  "uid": "superhero1",
                  "name": "Iron Man",
                  "avatar": "https://data-us.cometchat.io/assets/images/avatars/ironman.png",
                  "link": "https://www.marvel.com/characters/iron-man-tony-stark",
                  "metadata": {
                    "@private": {
                      "email": "ironman@example.com",
                      "contactNumber": "0123456789"
                    }
                  },
                  "status": "available",
                  "role": "default",
                  "createdAt": 1629869270,
                  "lastActiveAt": 1700300000
                },
                "entityType": "user"
              },
              "receiver": {
                "entity": {
                  "uid": "superhero3",
                  "name": "Spiderman",
                  "avatar": "https://data-us.cometchat.io/assets/images/avatars/spiderman.png",
                  "link": "https://www.marvel.com/characters/spider-man-peter-parker",
                  "metadata": {
                    "contactNumber": "0123456789"
                  },
                  "status": "available",
                  "role": "default",
                  "createdAt": 1629869270,
                  "lastActiveAt": 1700300180,
                  "conversationId": "superhero1_user_superhero3"
                },
                "entityType": "user"
              }
            }
          },
          "sentAt": 1700400090,
          "updatedAt": 1700400090
        }
      }
    },
    "unknownMessage": {
      "status": 404,
      "body": {
        "error": {
          "code": "ERR_MESSAGE_ID_NOT_FOUND",
          "message": "The message with id 99999 does not exist.",
          "source": "chat-api"
        }
      }
    }
  },
  "updateMessage": {
    "text": {
      "status": 200,
      "body": {
        "data": {
          "id": "39",
          "conversationId": "superhero1_user_superhero2",
          "sender": "superhero1",
          "receiverType": "user",
          "receiver": "superhero2",
          "category": "action",
          "type": "message",
          "data": {
            "action": "edited",
            "entities": {
              "by": {
                "entity": {
                  "uid": "superhero1",
                  "name": "Iron Man",
                  "avatar": "https://data-us.cometchat.io/assets/images/avatars/ironman.png",
                  "link": "https://www.marvel.com/characters/iron-man-tony-stark",
                  "metadata": {
                    "@private": {
                      "email": "ironman@example.com",
                      "contactNumber": "0123456789"
                    }
                  },
                  "status": "available",
                  "role": "default",
                  "createdAt": 1629869270,
                  "lastActiveAt": 1700300000
                },
                "entityType": "user"
              },
              "on": {
                "entity": {
                  "id": "2",
                  "conversationId": "superhero1_user_superhero2",
                  "sender": "superhero1",
                  "receiverType": "user",
                  "receiver": "superhero2",
                  "category": "message",
                  "type": "text",
                  "data": {
                    "text": "Hi, Cap!",
                    "entities": {
                      "sender": {
                        "entity": {
                          "uid": "superhero1",
                          "name": "Iron Man",
                          "avatar": "https://data-us.cometchat.io/assets/images/avatars/ironman.png",
                          "link": "https://www.marvel.com/characters/iron-man-tony-stark",
                          "metadata": {
                            "@private": {
                              "email": "ironman@example.com",
                              "contactNumber": "0123456789"
                            }
                          },
                          "status": "available",
                          "role": "default",
                          "createdAt": 1629869270,
                          "lastActiveAt": 1700300000
                        },
                        "entityType": "user"
                      },
                      "receiver": {
                        "entity": {
                          "uid": "superhero2",
                          "name": "Captain America",
                          "avatar": "https://data-us.cometchat.io/assets/images/avatars/captainamerica.png",
                          "status": "offline",
                          "role": "default",
                          "createdAt": 1629869270,
                          "updatedAt": 1630308676,
                          "lastActiveAt": 1700300300,
                          "conversationId": "superhero1_user_superhero2"
                        },
                        "entityType": "user"
                      }
                    },
                    "reactions": [
                      {
                        "reaction": ":thumbsup:",
                        "count": 1
                      },
                      {
                        "reaction": "😅",
                        "count": 1
                      }
                    ]
                  },
                  "tags": [
                    "greeting"
                  ],
                  "sentAt": 1700210266,
                  "editedAt": 1732500000,
                  "editedBy": "superhero1",
                  "updatedAt": 1732500000
                },
                "entityType": "message"
              },
              "for": {
                "entity": {
                  "uid": "superhero2",
                  "name": "Captain America",
                  "avatar": "https://data-us.cometchat.io/assets/images/avatars/captainamerica.png",
                  "status": "offline",
                  "role": "default",
                  "createdAt": 1629869270,
                  "updatedAt": 1630308676,
                  "lastActiveAt": 1700300300,
                  "conversationId": "superhero1_user_superhero2"
                },
                "entityType": "user"
              }
            }
          },
          "sentAt": 1732500000,
          "updatedAt": 1732500000
        }
      }
    },
    "unknownMessage": {
      "status": 404,
      "body": {
        "error": {
          "code": "ERR_MESSAGE_ID_NOT_FOUND",
          "message": "The message with id 99999 does not exist.",
          "source": "chat-api"
        }
      }
    }
  },
  "deleteMessage": {
    "permanent": {
      "status": 200,
      "body": {
        "data": {
          "id": "40",
          "conversationId": "superhero4_user_superhero5",
          "sender": "superhero5",
          "receiverType": "user",
          "receiver": "superhero4",
          "category": "action",
          "type": "message",
          "data": {
            "action": "deleted",
            "entities": {
              "by": {
                "entity": {
                  "uid": "superhero5",
                  "name": "Cyclops",
                  "avatar": "https://data-us.cometchat.io/assets/images/avatars/cyclops.png",
                  "status": "offline",
                  "role": "default",
                  "createdAt": 1629869270
                },
                "entityType": "user"
              },
              "on": {
                "entity": {
                  "id": "13",
                  "conversationId": "superhero4_user_superhero5",
                  "sender": "superhero5",
                  "receiverType": "user",
                  "receiver": "superhero4",
                  "category": "message",
                  "type": "text",
                  "data": {
                    "entities": {
                      "sender": {
                        "entity": {
                          "uid": "superhero5",
                          "name": "Cyclops",
                          "avatar": "https://data-us.cometchat.io/assets/images/avatars/cyclops.png",
                          "status": "offline",
                          "role": "default",
                          "createdAt": 1629869270
                        },
                        "entityType": "user"
                      },
                      "receiver": {
                        "entity": {
                          "uid": "superhero4",
                          "name": "Wolverine",
                          "avatar": "https://data-us.cometchat.io/assets/images/avatars/wolverine.png",
                          "status": "offline",
                          "role": "default",
                          "createdAt": 1629869270,
                          "conversationId": "superhero4_user_superhero5"
                        },
                        "entityType": "user"
                      }
                    }
                  },
                  "sentAt": 1700400360,
                  "deletedAt": 1732500000,
                  "deletedBy": "superhero5",
                  "updatedAt": 1732500000
                },
                "entityType": "message"
              },
              "for": {
                "entity": {
                  "uid": "superhero4",
                  "name": "Wolverine",
                  "avatar": "https://data-us.cometchat.io/assets/images/avatars/wolverine.png",
                  "status": "offline",
                  "role": "default",
                  "createdAt": 1629869270,
                  "conversationId": "superhero4_user_superhero5"
                },
                "entityType": "user"
              }
            }
          },
          "sentAt": 1732500000,
          "updatedAt": 1732500000
        }
      }
    }
  },
  "listBlockedMessages": {
    "blockedMessages": {
      "status": 200,
      "body": {
        "data": [
          {
            "ruleId": "keyword-filter",
            "ruleName": "Keyword Filter",
            "revisionId": "2531000000000000_keyword-filter_3",
            "condition": {
              "id": 1,
              "isKeywordsReferencePresent": false,
              "isMediaPresent": false,
              "entity": "message",
              "operand": "text",
              "category": "word",
              "operator": "contains",
              "value": [
                "badword",
                "spam"
              ],
              "message": [
                "Text contains a blocked keyword"
              ],
              "weight": 1
            },
            "message": {
              "id": "7",
              "conversationId": "group_cometchat-guid-1",
              "sender": "superhero3",
              "receiverType": "group",
              "receiver": "cometchat-guid-1",
              "category": "message",
              "type": "text",
              "data": {
                "text": "Web-shooters at 90% off, click the link! Totally not spam.",
                "entities": {
                  "sender": {
                    "entity": {
                      "uid": "superhero3",
                      "name": "Spiderman",
                      "avatar": "https://data-us.cometchat.io/assets/images/avatars/spiderman.png",
                      "link": "https://www.marvel.com/characters/spider-man-peter-parker",
                      "metadata": {
                        "contactNumber": "0123456789"
                      },
                      "status": "available",
                      "role": "default",
                      "createdAt": 1629869270,
                      "lastActiveAt": 1700300180
                    },
                    "entityType": "user"
                  },
                  "receiver": {
                    "entity": {
                      "guid": "cometchat-guid-1",
                      "name": "Superheroes Hangout",
                      "description": "Where the heroes catch up between missions",
                      "icon": "https://data-us.cometchat.io/assets/images/avatars/supergroup.png",
                      "type": "public",
                      "metadata": {
                        "topic": "team chat"
                      },
                      "membersCount": 4,
                      "conversationId": "group_cometchat-guid-1",
                      "createdAt": 1638360000,
                      "updatedAt": 1732500000,
                      "owner": "superhero1",
                      "tags": [
                        "heroes",
                        "hangout"
                      ]
                    },
                    "entityType": "group"
                  }
                },
                "moderation": {
                  "status": "pending"
                }
              },
              "sentAt": 1700300180,
              "updatedAt": 1700300180
            },
            "action": [
              "blockMessage"
            ],
            "createdAt": 1700300181,
            "updatedAt": 1700300181
          }
        ],
        "meta": {
          "current": {
            "limit": 1,
            "count": 1
          }
        }
      }
    }
  },
  "getUser": {
    "user": {
      "status": 200,
      "body": {
        "data": {
          "uid": "superhero1",
          "name": "Iron Man",
          "avatar": "https://data-us.cometchat.io/assets/images/avatars/ironman.png",
          "link": "https://www.marvel.com/characters/iron-man-tony-stark",
          "metadata": {
            "@private": {
              "email": "ironman@example.com",
              "contactNumber": "0123456789"
            }
          },
          "status": "available",
          "role": "default",
          "createdAt": 1629869270,
          "lastActiveAt": 1700300000,
          "conversationId": "superhero1_user_superhero2"
        }
      }
    },
    "unknownUser": {
      "status": 404,
      "body": {
        "error": {
          "code": "ERR_UID_NOT_FOUND",
          "message": "The user with uid nobody does not exist.",
          "source": "chat-api"
        }
      }
    }
  },
  "getGroup": {
    "group": {
      "status": 200,
      "body": {
        "data": {
          "guid": "avengers-hq",
          "name": "Avengers HQ",
          "description": "Mission planning, by invitation",
          "type": "password",
          "membersCount": 2,
          "conversationId": "group_avengers-hq",
          "createdAt": 1638362000,
          "owner": "superhero2",
          "tags": [
            "missions"
          ]
        }
      }
    },
    "unknownGroup": {
      "status": 404,
      "body": {
        "error": {
          "code": "ERR_GUID_NOT_FOUND",
          "message": "The group with guid no-such-group does not exist.",
          "source": "chat-api"
        }
      }
    }
  },
  "listGroupMessages": {
    "history": {
      "status": 200,
      "body": {
        "data": [
          {
            "id": "34",
            "conversationId": "group_cometchat-guid-1",
            "sender": "superhero1",
            "receiverType": "group",
            "receiver": "cometchat-guid-1",
            "category": "message",
            "type": "image",
            "data": {
              "text": "The new suit",
              "attachments": [
                {
                  "url": "https://data-us.cometchat.io/assets/images/blueprints/mark-85.png",
                  "name": "mark-85.png",
                  "mimeType": "image/png",
                  "extension": "png",
                  "size": 5120
                }
              ],
              "entities": {
                "sender": {
                  "entity": {
                    "uid": "superhero1",
                    "name": "Iron Man",
                    "avatar": "https://data-us.cometchat.io/assets/images/avatars/ironman.png",
                    "link": "https://www.marvel.com/characters/iron-man-tony-stark",
                    "metadata": {
                      "@private": {
                        "email": "ironman@example.com",
                        "contactNumber": "0123456789"
                      }
                    },
                    "status": "available",
                    "role": "default",
                    "createdAt": 1629869270,
                    "lastActiveAt": 1700300000
                  },
                  "entityType": "user"
                },
                "receiver": {
                  "entity": {
                    "guid": "cometchat-guid-1",
                    "name": "Superheroes Hangout",
                    "description": "Where the heroes catch up between missions",
                    "icon": "https://data-us.cometchat.io/assets/images/avatars/supergroup.png",
                    "type": "public",
                    "metadata": {
                      "topic": "team chat"
                    },
                    "membersCount": 4,
                    "conversationId": "group_cometchat-guid-1",
                    "createdAt": 1638360000,
                    "updatedAt": 1732500000,
                    "owner": "superhero1",
                    "tags": [
                      "heroes",
                      "hangout"
                    ]
                  },
                  "entityType": "group"
                }
              },
              "moderation": {
                "status": "pending"
              }
            },
            "sentAt": 1732500000,
            "updatedAt": 1732500000
          },
          {
            "id": "38",
            "conversationId": "group_cometchat-guid-1",
            "sender": "superhero1",
            "receiverType": "group",
            "receiver": "cometchat-guid-1",
            "category": "message",
            "type": "text",
            "data": {
              "text": "Suit-up in ten minutes.",
              "entities": {
                "sender": {
                  "entity": {
                    "uid": "superhero1",
                    "name": "Iron Man",
                    "avatar": "https://data-us.cometchat.io/assets/images/avatars/ironman.png",
                    "link": "https://www.marvel.com/characters/iron-man-tony-stark",
                    "metadata": {
                      "@private": {
                        "email": "ironman@example.com",
                        "contactNumber": "0123456789"
                      }
                    },
                    "status": "available",
                    "role": "default",
                    "createdAt": 1629869270,
                    "lastActiveAt": 1700300000
                  },
                  "entityType": "user"
                },
                "receiver": {
                  "entity": {
                    "guid": "cometchat-guid-1",
                    "name": "Superheroes Hangout",
                    "description": "Where the heroes catch up between missions",
                    "icon": "https://data-us.cometchat.io/assets/images/avatars/supergroup.png",
                    "type": "public",
                    "metadata": {
                      "topic": "team chat"
                    },
                    "membersCount": 4,
                    "conversationId": "group_cometchat-guid-1",
                    "createdAt": 1638360000,
                    "updatedAt": 1732500000,
                    "owner": "superhero1",
                    "tags": [
                      "heroes",
                      "hangout"
                    ]
                  },
                  "entityType": "group"
                }
              },
              "moderation": {
                "status": "pending"
              }
            },
            "sentAt": 1732500000,
            "updatedAt": 1732500000
          }
        ],
        "meta": {
          "current": {
            "limit": 2,
            "count": 2
          },
          "next": {
            "affix": "append",
            "sentAt": 1732500000,
            "id": "38"
          },
          "previous": {
            "affix": "prepend",
            "sentAt": 1732500000,
            "id": "34"
          }
        }
      }
    },
    "unknownGroup": {
      "status": 404,
      "body": {
        "error": {
          "code": "ERR_GUID_NOT_FOUND",
          "message": "The group with guid no-such-group does not exist.",
          "source": "chat-api"
        }
      }
    }
  },
  "listUserMessages": {
    "history": {
      "status": 200,
      "body": {
        "data": [
          {
            "id": "10",
            "conversationId": "superhero1_user_superhero3",
            "sender": "superhero3",
            "receiverType": "user",
            "receiver": "superhero1",
            "category": "message",
            "type": "text",
            "data": {
              "text": "Mr. Stark, the suit keeps asking if I want to activate instant kill mode. Is that normal?",
              "entities": {
                "sender": {
                  "entity": {
                    "uid": "superhero3",
                    "name": "Spiderman",
                    "avatar": "https://data-us.cometchat.io/assets/images/avatars/spiderman.png",
                    "link": "https://www.marvel.com/characters/spider-man-peter-parker",
                    "metadata": {
                      "contactNumber": "0123456789"
                    },
                    "status": "available",
                    "role": "default",
                    "createdAt": 1629869270,
                    "lastActiveAt": 1700300180
                  },
                  "entityType": "user"
                },
                "receiver": {
                  "entity": {
                    "uid": "superhero1",
                    "name": "Iron Man",
                    "avatar": "https://data-us.cometchat.io/assets/images/avatars/ironman.png",
                    "link": "https://www.marvel.com/characters/iron-man-tony-stark",
                    "metadata": {
                      "@private": {
                        "email": "ironman@example.com",
                        "contactNumber": "0123456789"
                      }
                    },
                    "status": "available",
                    "role": "default",
                    "createdAt": 1629869270,
                    "lastActiveAt": 1700300000,
                    "conversationId": "superhero1_user_superhero3"
                  },
                  "entityType": "user"
                }
              }
            },
            "sentAt": 1700400000,
            "updatedAt": 1700400000
          },
          {
            "id": "11",
            "conversationId": "superhero1_user_superhero3",
            "sender": "superhero1",
            "receiverType": "user",
            "receiver": "superhero3",
            "category": "message",
            "type": "image",
            "data": {
              "text": "Absolutely not. Here is the settings page, switch it off.",
              "attachments": [
                {
                  "url": "https://data-us.cometchat.io/assets/images/suit/settings.png",
                  "name": "settings.png",
                  "mimeType": "image/png",
                  "extension": "png",
                  "size": 48213
                }
              ],
              "entities": {
                "sender": {
                  "entity": {
                    "uid": "superhero1",
                    "name": "Iron Man",
                    "avatar": "https://data-us.cometchat.io/assets/images/avatars/ironman.png",
                    "link": "https://www.marvel.com/characters/iron-man-tony-stark",
                    "metadata": {
                      "@private": {
                        "email": "ironman@example.com",
                        "contactNumber": "0123456789"
                      }
                    },
                    "status": "available",
                    "role": "default",
                    "createdAt": 1629869270,
                    "lastActiveAt": 1700300000
                  },
                  "entityType": "user"
                },
                "receiver": {
                  "entity": {
                    "uid": "superhero3",
                    "name": "Spiderman",
                    "avatar": "https://data-us.cometchat.io/assets/images/avatars/spiderman.png",
                    "link": "https://www.marvel.com/characters/spider-man-peter-parker",
                    "metadata": {
                      "contactNumber": "0123456789"
                    },
                    "status": "available",
                    "role": "default",
                    "createdAt": 1629869270,
                    "lastActiveAt": 1700300180,
                    "conversationId": "superhero1_user_superhero3"
                  },
                  "entityType": "user"
                }
              }
            },
            "sentAt": 1700400090,
            "updatedAt": 1700400090
          },
          {
            "id": "37",
            "conversationId": "superhero1_user_superhero3",
            "sender": "superhero1",
            "receiverType": "user",
            "receiver": "superhero3",
            "category": "message",
            "type": "text",
            "data": {
              "text": "Suit-up in ten minutes.",
              "entities": {
                "sender": {
                  "entity": {
                    "uid": "superhero1",
                    "name": "Iron Man",
                    "avatar": "https://data-us.cometchat.io/assets/images/avatars/ironman.png",
                    "link": "https://www.marvel.com/characters/iron-man-tony-stark",
                    "metadata": {
                      "@private": {
                        "email": "ironman@example.com",
                        "contactNumber": "0123456789"
                      }
                    },
                    "status": "available",
                    "role": "default",
                    "createdAt": 1629869270,
                    "lastActiveAt": 1700300000
                  },
                  "entityType": "user"
                },
                "receiver": {
                  "entity": {
                    "uid": "superhero3",
                    "name": "Spiderman",
                    "avatar": "https://data-us.cometchat.io/assets/images/avatars/spiderman.png",
                    "link": "https://www.marvel.com/characters/spider-man-peter-parker",
                    "metadata": {
                      "contactNumber": "0123456789"
                    },
                    "status": "available",
                    "role": "default",
                    "createdAt": 1629869270,
                    "lastActiveAt": 1700300180,
                    "conversationId": "superhero1_user_superhero3"
                  },
                  "entityType": "user"
                }
              },
              "moderation": {
                "status": "pending"
              }
            },
            "sentAt": 1732500000,
            "updatedAt": 1732500000
          }
        ],
        "meta": {
          "current": {
            "limit": 5,
            "count": 3
          },
          "next": {
            "affix": "append",
            "sentAt": 1732500000,
            "id": "37"
          },
          "previous": {
            "affix": "prepend",
            "sentAt": 1700400000,
            "id": "10"
          }
        }
      }
    },
    "unknownUser": {
      "status": 404,
      "body": {
        "error": {
          "code": "ERR_UID_NOT_FOUND",
          "message": "The user with uid nobody does not exist.",
          "source": "chat-api"
        }
      }
    }
  },
  "listConversations": {
    "conversations": {
      "status": 200,
      "body": {
        "data": [
          {
            "conversationId": "superhero4_user_superhero5",
            "conversationType": "user",
            "unreadMessageCount": "1",
            "createdAt": 1700400300,
            "updatedAt": 1732500000,
            "lastMessage": {
              "id": "40",
              "conversationId": "superhero4_user_superhero5",
              "sender": "superhero5",
              "receiverType": "user",
              "receiver": "superhero4",
              "category": "action",
              "type": "message",
              "data": {
                "action": "deleted",
                "entities": {
                  "by": {
                    "entity": {
                      "uid": "superhero5",
                      "name": "Cyclops",
                      "avatar": "https://data-us.cometchat.io/assets/images/avatars/cyclops.png",
                      "status": "offline",
                      "role": "default",
                      "createdAt": 1629869270
                    },
                    "entityType": "user"
                  },
                  "on": {
                    "entity": {
                      "id": "13",
                      "conversationId": "superhero4_user_superhero5",
                      "sender": "superhero5",
                      "receiverType": "user",
                      "receiver": "superhero4",
                      "category": "message",
                      "type": "text",
                      "data": {
                        "entities": {
                          "sender": {
                            "entity": {
                              "uid": "superhero5",
                              "name": "Cyclops",
                              "avatar": "https://data-us.cometchat.io/assets/images/avatars/cyclops.png",
                              "status": "offline",
                              "role": "default",
                              "createdAt": 1629869270
                            },
                            "entityType": "user"
                          },
                          "receiver": {
                            "entity": {
                              "uid": "superhero4",
                              "name": "Wolverine",
                              "avatar": "https://data-us.cometchat.io/assets/images/avatars/wolverine.png",
                              "status": "offline",
                              "role": "default",
                              "createdAt": 1629869270,
                              "conversationId": "superhero4_user_superhero5"
                            },
                            "entityType": "user"
                          }
                        }
                      },
                      "sentAt": 1700400360,
                      "deletedAt": 1732500000,
                      "deletedBy": "superhero5",
                      "updatedAt": 1732500000
                    },
                    "entityType": "message"
                  },
                  "for": {
                    "entity": {
                      "uid": "superhero4",
                      "name": "Wolverine",
                      "avatar": "https://data-us.cometchat.io/assets/images/avatars/wolverine.png",
                      "status": "offline",
                      "role": "default",
                      "createdAt": 1629869270,
                      "conversationId": "superhero4_user_superhero5"
                    },
                    "entityType": "user"
                  }
                }
              },
              "sentAt": 1732500000,
              "updatedAt": 1732500000
            },
            "conversationWith": {
              "uid": "superhero5",
              "name": "Cyclops",
              "avatar": "https://data-us.cometchat.io/assets/images/avatars/cyclops.png",
              "status": "offline",
              "role": "default",
              "createdAt": 1629869270,
              "conversationId": "superhero4_user_superhero5"
            }
          }
        ],
        "meta": {
          "pagination": {
            "total": 1,
            "count": 1,
            "per_page": 5,
            "current_page": 1,
            "total_pages": 1
          }
        }
      }
    }
  },
  "getConversation": {
    "conversation": {
      "status": 200,
      "body": {
        "data": {
          "conversationId": "superhero1_user_superhero3",
          "conversationType": "user",
          "unreadMessageCount": "1",
          "createdAt": 1700400000,
          "updatedAt": 1732500000,
          "lastMessage": {
            "id": "37",
            "conversationId": "superhero1_user_superhero3",
            "sender": "superhero1",
            "receiverType": "user",
            "receiver": "superhero3",
            "category": "message",
            "type": "text",
            "data": {
              "text": "Suit-up in ten minutes.",
              "entities": {
                "sender": {
                  "entity": {
                    "uid": "superhero1",
                    "name": "Iron Man",
                    "avatar": "https://data-us.cometchat.io/assets/images/avatars/ironman.png",
                    "link": "https://www.marvel.com/characters/iron-man-tony-stark",
                    "metadata": {
                      "@private": {
                        "email": "ironman@example.com",
                        "contactNumber": "0123456789"
                      }
                    },
                    "status": "available",
                    "role": "default",
                    "createdAt": 1629869270,
                    "lastActiveAt": 1700300000
                  },
                  "entityType": "user"
                },
                "receiver": {
                  "entity": {
                    "uid": "superhero3",
                    "name": "Spiderman",
                    "avatar": "https://data-us.cometchat.io/assets/images/avatars/spiderman.png",
                    "link": "https://www.marvel.com/characters/spider-man-peter-parker",
                    "metadata": {
                      "contactNumber": "0123456789"
                    },
                    "status": "available",
                    "role": "default",
                    "createdAt": 1629869270,
                    "lastActiveAt": 1700300180,
                    "conversationId": "superhero1_user_superhero3"
                  },
                  "entityType": "user"
                }
              },
              "moderation": {
                "status": "pending"
              }
            },
            "sentAt": 1732500000,
            "updatedAt": 1732500000
          },
          "conversationWith": {
            "uid": "superhero3",
            "name": "Spiderman",
            "avatar": "https://data-us.cometchat.io/assets/images/avatars/spiderman.png",
            "link": "https://www.marvel.com/characters/spider-man-peter-parker",
            "metadata": {
              "contactNumber": "0123456789"
            },
            "status": "available",
            "role": "default",
            "createdAt": 1629869270,
            "lastActiveAt": 1700300180,
            "conversationId": "superhero1_user_superhero3"
          }
        }
      }
    }
  },
  "getUserConversation": {
    "conversation": {
      "status": 200,
      "body": {
        "data": {
          "conversationId": "superhero1_user_superhero3",
          "conversationType": "user",
          "unreadMessageCount": "1",
          "createdAt": 1700400000,
          "updatedAt": 1732500000,
          "lastMessage": {
            "id": "37",
            "conversationId": "superhero1_user_superhero3",
            "sender": "superhero1",
            "receiverType": "user",
            "receiver": "superhero3",
            "category": "message",
            "type": "text",
            "data": {
              "text": "Suit-up in ten minutes.",
              "entities": {
                "sender": {
                  "entity": {
                    "uid": "superhero1",
                    "name": "Iron Man",
                    "avatar": "https://data-us.cometchat.io/assets/images/avatars/ironman.png",
                    "link": "https://www.marvel.com/characters/iron-man-tony-stark",
                    "metadata": {
                      "@private": {
                        "email": "ironman@example.com",
                        "contactNumber": "0123456789"
                      }
                    },
                    "status": "available",
                    "role": "default",
                    "createdAt": 1629869270,
                    "lastActiveAt": 1700300000
                  },
                  "entityType": "user"
                },
                "receiver": {
                  "entity": {
                    "uid": "superhero3",
                    "name": "Spiderman",
                    "avatar": "https://data-us.cometchat.io/assets/images/avatars/spiderman.png",
                    "link": "https://www.marvel.com/characters/spider-man-peter-parker",
                    "metadata": {
                      "contactNumber": "0123456789"
                    },
                    "status": "available",
                    "role": "default",
                    "createdAt": 1629869270,
                    "lastActiveAt": 1700300180,
                    "conversationId": "superhero1_user_superhero3"
                  },
                  "entityType": "user"
                }
              },
              "moderation": {
                "status": "pending"
              }
            },
            "sentAt": 1732500000,
            "updatedAt": 1732500000
          },
          "conversationWith": {
            "uid": "superhero3",
            "name": "Spiderman",
            "avatar": "https://data-us.cometchat.io/assets/images/avatars/spiderman.png",
            "link": "https://www.marvel.com/characters/spider-man-peter-parker",
            "metadata": {
              "contactNumber": "0123456789"
            },
            "status": "available",
            "role": "default",
            "createdAt": 1629869270,
            "lastActiveAt": 1700300180,
            "conversationId": "superhero1_user_superhero3"
          }
        }
      }
    },
    "unknownUser": {
      "status": 404,
      "body": {
        "error": {
          "code": "ERR_UID_NOT_FOUND",
          "message": "The user with uid nobody does not exist.",
          "source": "chat-api"
        }
      }
    }
  }
};
