import { wordTable } from './word-table';

/**
 * The wording the risk screen reads: disclosures, denials, questions and answers for each risk area. These are
 * precise patterns; the risk classifier (risk-model.ts) covers paraphrase beyond them.
 */

export const RISK_AREAS = ['suicidal', 'selfHarm', 'harmToOthers'] as const;
export type RiskArea = (typeof RISK_AREAS)[number];

/** The lexicon's concepts for the three risk areas: the risk screen reads these areas itself. */
export const RISK_AREA_CONCEPTS: ReadonlySet<string> = new Set([
  'suicidal-ideation',
  'passive-death-wish',
  'suicide-plan',
  'suicide-intent',
  'self-harm',
  'harm-to-others',
]);

export const AREA_LABELS: Record<RiskArea, string> = {
  suicidal: 'Suicidal ideation',
  selfHarm: 'Self-harm',
  harmToOthers: 'Harm to others',
};

/** `ideation` can be denied; `plan` (a plan, intent, means or preparation) never denies ideation when negated. */
/** `possible`: wording that often but not always means risk ("I can't take it anymore"): listed for review. */
export type DisclosureKind = 'ideation' | 'plan' | 'possible';
type Pattern = { re: RegExp; kind: DisclosureKind };

const SELF = String.raw`(?:myself|my\s+self|meself|himself|herself|themselves|themself)`;
const RELATIONS = String.raw`(?:kids?|children|child|baby|infant|son|daughter|wife|husband|partner|boyfriend|girlfriend|fianc[eé]e?|boss|manager|ex|ex-husband|ex-wife|ex-partner|ex-boyfriend|ex-girlfriend|mum|mom|dad|father|mother|brother|sister|stepdad|stepfather|stepmum|stepmom|step-?\w+|neighbou?rs?|flatmate|roommate|housemate|colleagues?|coworkers?|teacher|landlord|cousin|uncle|aunt|nephew|niece|in-laws?|\w+-in-law|cuñado|cuñada)`;
const PEOPLE = String.raw`(?:him|her|them|you|someone|somebody|anyone|anybody|people|others|other\s+people|the\s+people|those\s+people|people\s+who|${RELATIONS}|the\s+next\s+(?:person|one|guy|bloke)|whoever|everyone|everybody|the\s+baby|the\s+infant|(?:my|his|her|their|our|the)\s+${RELATIONS}|infant|baby|my\s+(?:kids?|children|baby|son|daughter|wife|husband|partner|boss|ex|mum|mom|dad|father|mother|brother|sister|neighbou?r|stepdad|stepfather)|the\s+(?:kids?|baby|boss|neighbou?rs?|guy|man|woman|bloke|teacher|manager|landlord)|that\s+(?:guy|man|woman|bloke|bitch|bastard|prick|idiot)|his\s+(?:face|head)|her\s+(?:face|head))(?![\w'])`;
const HARM_VERB = String.raw`(?:kill(?:ing)?|murder(?:ing)?|stab(?:bing)?|shoot(?:ing)?|strangl(?:e|ing)|chok(?:e|ing)|smother(?:ing)?|suffocat(?:e|ing)|hurt(?:ing)?|harm(?:ing)?|beat(?:ing)?|batter(?:ing)?|smash(?:ing)?|bash(?:ing)?|punch(?:ing)?|hit(?:ting)?|attack(?:ing)?|knif(?:e|ing)|run(?:ning)?\s+over|get(?:ting)?\s+back\s+at|mak(?:e|ing)\s+\w+\s+pay|break(?:ing)?\s+(?:his|her|their)\s+\w+|do(?:ing)?\s+(?:him|her|them)\s+in|finish(?:ing)?\s+(?:him|her|them)\s+off|poison(?:ing)?|drown(?:ing)?|burn(?:ing)?)`;

/** Client or narrator statements that disclose suicidal thinking, directly, indirectly or figuratively. */
const SUICIDAL: Pattern[] = [
  {
    re: /\bsuicid(?:e|al)\b(?!\s+(?:hotline|line|prevention|crisis|awareness|risk\s+(?:screen|assessment)))/i,
    kind: 'ideation',
  },
  {
    re: new RegExp(
      String.raw`\b(?:kill|killing|killed|off|offing|top|topping|end|ending|hang|hanging|drown|drowning|shoot|shooting|poison|poisoning)\s+${SELF}`,
      'i',
    ),
    kind: 'ideation',
  },
  {
    re: /\b(?:end(?:ing)?|take|taking|took)\s+(?:it\s+all|my\s+(?:own\s+)?life|things|everything)\b/i,
    kind: 'ideation',
  },
  {
    re: /\b(?:want(?:ed|ing)?|wanna|wish(?:ed|ing)?|long(?:ed|ing)?|ready|hoping|hope)\s+(?:to\s+)?(?:just\s+)?(?:die|be\s+dead|not\s+(?:be\s+)?(?:here|alive|around|exist)|disappear\s+(?:for\s+good|forever|permanently)|stop\s+existing|not\s+wake\s+up|never\s+wake\s+up|fall\s+asleep\s+and\s+not)/i,
    kind: 'ideation',
  },
  {
    re: /\b(?:don't|dont|do\s+not|didn't|did\s+not|no\s+longer)\s+(?:really\s+)?(?:want|wanna|care)\s+(?:to\s+)?(?:be\s+)?(?:live|living|alive|here|around|exist|wake\s+up|go\s+on|carry\s+on|keep\s+going)\b/i,
    kind: 'ideation',
  },
  {
    re: /\b(?:wish|wished|hope|hoped)\s+(?:that\s+)?i\s+(?:was|were|could\s+be|'d\s+be)\s+(?:dead|gone|never\s+born)\b/i,
    kind: 'ideation',
  },
  {
    re: /\b(?:wish|wished|wishing|hope|hoped|hoping|pray|prayed|praying)\s+(?:that\s+)?i\s+(?:just\s+)?(?:wouldn't|would\s+not|won't|didn't|don't|would\s+never|could\s+just\s+not|could\s+not|just\s+don't|never)\s+(?:wake|woke)\s+up\b/i,
    kind: 'ideation',
  },
  {
    re: /\b(?:go\s+to\s+sleep|fall\s+asleep|close\s+my\s+eyes)\s+and\s+(?:just\s+)?(?:not|never)\s+(?:wake|open|come)/i,
    kind: 'ideation',
  },
  {
    re: /\b(?:better\s+off\s+(?:dead|without\s+me|if\s+i\s+(?:was|were|wasn't|weren't)|with\s+me\s+gone)|(?:be\s+)?better\s+off\s+gone)\b/i,
    kind: 'ideation',
  },
  {
    re: /\b(?:no|not\s+any|isn't\s+(?:any|a)|there's\s+no|don't\s+see\s+(?:the|any|a))\s+(?:point|reason|use)\s+(?:in\s+|of\s+)?(?:living|being\s+alive|being\s+here|going\s+on|carrying\s+on|to\s+live|in\s+life|anymore|any\s+more)/i,
    kind: 'ideation',
  },
  {
    re: /\b(?:life|living)\s+(?:is|isn't|was|wasn't|feels|doesn't\s+feel)\s+(?:not\s+)?(?:worth\s+(?:it|living)|pointless|meaningless)/i,
    kind: 'ideation',
  },
  {
    re: /\b(?:can't|cannot|can\s+not)\s+(?:go\s+on|keep\s+going|carry\s+on)\s+(?:living|with\s+life|being\s+alive)\b/i,
    kind: 'ideation',
  },
  {
    re: /\b(?:can't|cannot|can\s+not)\s+(?:go\s+on|keep\s+going|do\s+this\s+anymore|do\s+this\s+any\s+more|carry\s+on|take\s+(?:it|this)\s+(?:anymore|any\s+more))\b/i,
    kind: 'possible',
  },
  { re: /\b(?:tired|sick)\s+of\s+(?:living|being\s+alive|life|existing|being\s+here)\b/i, kind: 'ideation' },
  {
    re: /\b(?:walk|walking|swim|swimming|wade|wading|drive|driving|step|stepping|jump|jumping|throw\s+myself)\s+(?:out\s+)?(?:into|in\s+front\s+of|off|under)\s+(?:the\s+|a\s+|that\s+)?(?:sea|ocean|river|lake|water|waves|traffic|train|bus|lorry|truck|car|bridge|cliff|building|roof|balcony|tree|motorway|highway)/i,
    kind: 'ideation',
  },
  {
    re: /\b(?:not\s+(?:coming|come)\s+back|never\s+come\s+back|disappear\s+(?:forever|for\s+good))\b/i,
    kind: 'ideation',
  },
  {
    re: /\b(?:(?:don't|do\s+not|can't|cannot)\s+(?:really\s+)?see\s+(?:myself|me)\s+(?:still\s+)?(?:being\s+)?(?:here|around|alive)|(?:won't|will\s+not|shan't|not\s+going\s+to)\s+(?:be\s+(?:here|around|a\s+burden)|have\s+to\s+(?:put\s+up\s+with|deal\s+with|worry\s+about)\s+me)\s+(?:much|for\s+much|any|for\s+any)\s+longer)\b/i,
    kind: 'ideation',
  },
  {
    re: /\b(?:edge\s+of\s+the\s+(?:platform|bridge|roof|cliff|car\s+park|building)|(?:looked|looking|look)\s+up\s+(?:the\s+)?(?:tallest|highest)|(?:gun|pistol|rifle|shotgun)\b[^.?!]{0,30}\bloaded|stash\s+of\s+(?:pills|tablets|meds))/i,
    kind: 'plan',
  },
  {
    re: /\b(?:i'm|i\s+am|i'll\s+be|i\s+will\s+be)\s+ending\s+it\b(?!\s+(?:with|between))/i,
    kind: 'ideation',
  },
  {
    re: /\b(?:note|letter)s?\b[^.?!]{0,60}\b(?:sorry\s+for\s+everything|goodbye|go\s+through\s+with\s+it)\b|\b(?:say|said|saying|rang\s+\w+\s+to\s+say)\s+goodbye\b/i,
    kind: 'possible',
  },
  {
    re: /\b(?:thoughts?|thinking|think|thought|ideas?|urges?)\s+(?:about|of)\s+(?:dying|death|being\s+dead|not\s+being\s+(?:here|alive|around)|ending\s+(?:it|things|my\s+life)|killing\s+myself|suicide)\b/i,
    kind: 'ideation',
  },
  {
    re: /\b(?:everyone|everybody|they|my\s+(?:family|kids|wife|husband|partner|parents))\s+(?:would|'d)\s+be\s+(?:better|happier|fine|relieved)\b/i,
    kind: 'ideation',
  },
  { re: /\b(?:i'm|i\s+am|i\s+feel\s+like|just)\s+(?:a|such\s+a)\s+burden\b/i, kind: 'ideation' },
  {
    re: /\b(?:endorses|endorsed|endorsing|reports|reported|admits|admitted|positive\s+for|\+)\s*(?:passive|active|fleeting|intermittent|chronic|current|recent)?\s*(?:SI|suicidal\s+(?:ideation|thoughts?|thinking)|death\s+wish(?:es)?|thoughts\s+of\s+death)\b/i,
    kind: 'ideation',
  },
  { re: /\b(?:passive|active)\s+(?:SI|suicidal\s+ideation|death\s+wish(?:es)?)\b/i, kind: 'ideation' },
  {
    re: /\binsurance\s+(?:would|will|'d|could)\s+(?:pay\s+out|cover|look\s+after|take\s+care)/i,
    kind: 'plan',
  },
  {
    re: /\b(?:looked|looking|look|searched|searching|googled|googling|read|reading)\s+(?:up\s+)?(?:at\s+)?(?:how\s+(?:to|many|much)|ways\s+to|methods|the\s+(?:bridge|dose|insurance|policy|life\s+insurance))/i,
    kind: 'plan',
  },
  {
    re: /\b(?:saved|saving|stockpil\w*|hoard\w*|collect\w*|kept|keeping)\s+(?:up\s+)?(?:my\s+|some\s+|the\s+)?(?:pills|tablets|meds|medication|painkillers|sleeping\s+pills)\b/i,
    kind: 'plan',
  },
  {
    re: /\b(?:take|took|taking|taken|had)\s+an?\s+(?:\w+\s+)?overdose\b|\boverdos(?:ed|ing)\b|\bod'd\b|\bod\s+on\b/i,
    kind: 'plan',
  },
  { re: /\boverdose\b/i, kind: 'possible' },
  {
    re: /\b(?:wrote|written|writing|write)\s+(?:a\s+|my\s+)?(?:note|letter|letters|goodbye)s?\b.*\b(?:goodbye|family|kids|when\s+i'm\s+gone|in\s+case)\b/i,
    kind: 'plan',
  },
  { re: /\b(?:giv(?:e|ing|en)\s+away\s+(?:my|all\s+my)\s+(?:stuff|things|belongings))\b/i, kind: 'plan' },
  { re: /\b(?:noose|ligature)\b/i, kind: 'plan' },
  { re: /\b(?:lucky|luck)\s+(?:i|that\s+i)\s+didn't\s+kill\s+myself\b/i, kind: 'possible' },
  { re: /\brope\b/i, kind: 'possible' },
  {
    re: /\b(?:plan|plans|planned|planning|intent|intention|intend)\s+(?:to\s+)?(?:kill|end|die|take\s+my|hang|overdose|suicide)/i,
    kind: 'plan',
  },
  {
    re: /\btried\s+to\s+(?:kill\s+myself|end\s+(?:it|my\s+life|things)|take\s+my\s+(?:own\s+)?life|die)\b/i,
    kind: 'ideation',
  },
  {
    re: /\b(?:suicide|suicidal)\s+(?:attempt|attempts|gesture|plan|plans|intent|note|letter)\b/i,
    kind: 'plan',
  },
  {
    re: /\b(?:kms|kys|unalive\w*|sewerslide|self[-\s]?delete|delete\s+myself|end\s+myself|off\s+myself|top\s+myself|(?:finish|finishing|do|doing|did)\s+myself\s+(?:off|in))\b/i,
    kind: 'ideation',
  },
  {
    re: /\b(?:being\s+)?(?:dead|dying|death)\s+(?:sounds|would\s+be|seems|feels|must\s+be|looks)\s+(?:so\s+|really\s+|quite\s+)?(?:peaceful|nice|easier|better|good|restful|like\s+a\s+(?:relief|rest|release))\b|\bpeace(?:ful)?\s+to\s+(?:just\s+)?(?:die|be\s+dead|not\s+be\s+here)\b/i,
    kind: 'ideation',
  },
  {
    re: /\bwish(?:ed|ing)?\s+(?:i\s+(?:could|would|'d)\s+|that\s+i\s+could\s+)?(?:just\s+)?(?:disappear|vanish|not\s+exist|stop\s+existing|fade\s+away|be\s+gone|sleep\s+forever|go\s+to\s+sleep\s+forever|never\s+have\s+been\s+born)\b/i,
    kind: 'ideation',
  },
  {
    re: /\bwhy\s+(?:couldn't|could\s+it\s+not|wasn't)\s+it\s+(?:have\s+)?(?:been\s+)?me\b|\b(?:went|go|going)\s+to\s+sleep\s+and\s+(?:stayed|stay|never\s+woke|didn't\s+wake)\b|\bready\s+to\s+(?:go|die|be\s+done|check\s+out)\b(?!\s+(?:home|out|to|back|shopping|for))/i,
    kind: 'ideation',
  },
  {
    re: /\b(?:pull|urge|temptation|impulse)\s+to\s+(?:step|jump|walk|drive|swerve|throw\s+myself)\b|\bswerv\w*\s+into\b|\b(?:step|stepping|jump|jumping)\s+(?:off|out)\s+(?:the\s+)?(?:edge|platform|ledge|balcony|roof)\b/i,
    kind: 'ideation',
  },
  {
    re: /\b(?:no\s+reason|nothing(?:\s+left)?)\s+to\s+live\s+for\b|\bwhat'?s\s+the\s+point\s+(?:of|in)\s+(?:living|going\s+on|being\s+(?:here|alive)|carrying\s+on|any\s+of\s+it|life)\b/i,
    kind: 'ideation',
  },
  {
    re: /\b(?:wouldn't|would\s+not|won't|don't)\s+(?:mind|care)\s+if\s+i\s+(?:died|didn't\s+wake|never\s+woke|got\s+hit|was\s+hit|crashed|got\s+(?:sick|cancer)|didn't\s+make\s+it)\b|\b(?:hope|hoping|pray|praying)\s+(?:that\s+)?i\s+(?:die|don't\s+wake|get\s+hit|crash|don't\s+make\s+it|get\s+cancer)\b|\bif\s+(?:i|my\s+heart|it)\s+(?:die|died|gives\s+out|stopped|stops)\b[^.?!]{0,30}\b(?:so\s+be\s+it|fine\s+by\s+me|good|relief|i'd\s+rather|i\s+don't\s+care)\b/i,
    kind: 'ideation',
  },
  {
    re: /\b(?:expect|plan|intend|going|gonna|decided)\s+to\s+be\s+dead\b|\b(?:nothing|no\s*one|nobody)\s+(?:you\s+say\s+)?(?:is\s+going\s+to|will|can|could)\s+stop\s+me\b|\bdone\s+for\s+good\b|\bpull(?:ing)?\s+the\s+plug\s+on\s+(?:myself|my\s+life|it\s+all|everything)\b|\bgo(?:ing)?\s+through\s+with\s+it\b|\bon\s+my\s+own\s+terms\b|\bat\s+peace\s+with\s+(?:the|my)\s+decision\b|\b(?:won't|will\s+not)\s+(?:mess|screw|fuck)\s+it\s+up\s+(?:again|this\s+time)\b|\bmore\s+lethal\b|\bregret\w*\s+surviv\w*/i,
    kind: 'plan',
  },
  {
    re: /\b(?:i\s+know|i've\s+(?:figured|worked)\s+out|i've\s+decided|i\s+(?:figured|worked)\s+(?:it\s+)?out)\s+(?:how|where|when)\b(?:[^.?!]{0,20}\b(?:i'?d|i\s+would|i'll|to)\s+(?:do\s+it|go|end\s+it))?|\b(?:that's|thats)\s+when\b[^.?!]{0,40}\b(?:thought\s+it\s+(?:all\s+)?through|figured)\b/i,
    kind: 'plan',
  },
  {
    re: /\b(?:written|wrote|drafted|writing|write)\s+(?:the|my|some|a|all\s+the)\s+(?:letters?|notes?|goodbyes?)\b[^.?!]{0,60}\b(?:family|mum|mom|dad|sister|brother|kids|children|wife|husband|son|daughter|everyone|whoever|envelope|pinned|find)\b/i,
    kind: 'plan',
  },
  {
    re: /\b(?:saving|saved|put(?:ting)?\s+(?:\w+\s+){0,4}aside|keeping|kept|hidden|hiding|hid)\s+(?:up\s+)?(?:\w+\s+){0,4}(?:pills|tablets|meds|medication|painkillers|paracetamol|insulin)\b/i,
    kind: 'plan',
  },
  {
    re: /\btest(?:ed|ing)?\s+(?:the|a|whether\s+the)\s+(?:beam|rope|branch|hook|rail|banister)\b|\b(?:beam|hook|banister|branch)\b[^.?!]{0,20}\bwould\s+hold\b/i,
    kind: 'plan',
  },
  {
    re: /\b(?:when|after|once|before)\s+i(?:'m|\s+am)?\s+(?:gone|go)\b[^.?!]{0,40}\b(?:nothing\s+left|sorted|in\s+order|taken\s+care|hanging|tidy|ready)\b|\b(?:affairs|everything)\s+(?:are\s+|is\s+)?(?:now\s+)?in\s+order\b|\b(?:updated|rewrote|made|sorted)\s+(?:my|a)\s+will\b|\bfuneral'?s?\s+(?:is\s+)?(?:pre-?paid|planned|sorted|paid\s+for)\b/i,
    kind: 'possible',
  },
  {
    re: /\b(?:pray|prayed|praying|ask|asked|asking|hope|hoping|wish|wishing|beg|begging)\s+(?:\w+\s+){0,7}?(?:take\s+me\b(?!\s+(?:to|back|home\s+from|out|with))|call\s+me\s+home|let\s+me\s+(?:die|go\s+to\s+sleep|slip\s+away)|end\s+(?:it|my\s+life)\s+for\s+me)/i,
    kind: 'ideation',
  },
  {
    re: /\b(?:manage|cope|do|be)\s+(?:just\s+)?(?:fine|better|okay|ok|alright)\s+without\s+me\b|\b(?:it'?d|it\s+would|things\s+would)\s+be\s+(?:easier|better|simpler)\s+for\s+(?:everyone|everybody|them|all\s+of\s+them|my\s+\w+)\b(?!\s+if\s+(?:we|you|they))/i,
    kind: 'ideation',
  },
  {
    re: /\b(?:don't|do\s+not|didn't)\s+(?:really\s+)?care\s+(?:if|whether)\s+i\s+(?:wake\s+up|live|die|make\s+it|survive|don't\s+wake|ever\s+wake)\b/i,
    kind: 'ideation',
  },
  {
    re: /\b(?:looking|looked|staring|stared|stare)\s+at\s+(?:the\s+|my\s+|all\s+the\s+)?(?:pills|paracetamol|tablets|meds|medication|razor|rope|tracks|drop|edge)\b/i,
    kind: 'plan',
  },
  {
    re: /\bc-?ssrs\b[^.?!]{0,40}\b(?:positive|endorsed|items?\s+[1-6])\b|\bpositive\s+c-?ssrs\b/i,
    kind: 'ideation',
  },
  {
    re: /\b(?:my|the)\s+plan\s+is\s+to\b[^.?!]{0,60}\b(?:find\s+me|nobody\s+would|end|die|gone|pills|rope|bridge|jump|for\s+good|woods|sea|tracks)\b/i,
    kind: 'plan',
  },
  {
    re: /\b(?:i'?m|im|i\s+am)\s+(?:going\s+to|gonna)\s+do\s+it\s+(?:when|after|before|on\s+the|tonight|tomorrow|this\s+weekend)\b|\bplanned\s+it\s+(?:all\s+)?out\b|\bthought\s+it\s+(?:all\s+)?through\b/i,
    kind: 'possible',
  },
  {
    re: /\bgiv(?:e|es|ing|en)\s+(?:away\s+)?(?:my|all\s+my)\s+(?:\w+\s+)?(?:stuff|things|belongings|guitar|books|clothes|games|possessions|jewellery|jewelry)\b(?:\s+away)?|\bgave\s+(?:away\s+)?(?:my|all\s+my)\s+(?:\w+\s+){0,2}(?:to|away)\b/i,
    kind: 'plan',
  },
  {
    re: /\b(?:life\s+)?insurance\b[^.?!]{0,80}\b(?:pays?\s+out|suicide|wasn't\s+an\s+accident|isn't\s+an\s+accident)\b/i,
    kind: 'plan',
  },
  {
    re: /\b(?:take|taking|took|swallow\w*)\s+all\s+(?:of\s+)?(?:my|the|her|his)\s+(?:\w+\s+)?(?:tablets|pills|meds|medication)\b/i,
    kind: 'plan',
  },
  {
    re: /\b(?:search\w*|googl\w*|research\w*|look\w*\s+up)\s+(?:online\s+)?(?:for\s+)?(?:how\s+(?:much|many|to\s+(?:die|kill|end|overdose))|painless|ways\s+to\s+(?:die|go|end)|methods|lethal|fatal)|\bpainless\s+ways?\b|\b(?:how\s+much|how\s+many)\s+\w+\s+(?:is|would\s+be)\s+(?:fatal|lethal|enough\s+to)/i,
    kind: 'plan',
  },
  {
    re: /\bbetter\s+off\s+if\s+i\b|\b(?:sleep|slept)\s+forever\b|\bjust\s+(?:stop|switch\s+off)\s+(?:existing|being|breathing)\b/i,
    kind: 'ideation',
  },
  {
    re: /\b(?:walk|walking|walked|go|going)\s+(?:out\s+)?into\s+the\s+(?:snow|cold|night|woods|water)\b[^.?!]{0,40}\b(?:lie|lying|never|not\s+come|stay)\b/i,
    kind: 'ideation',
  },
  {
    re: /\b(?:i've\s+got|i\s+have|kept|keep|keeping|hidden)\s+(?:my\s+|the\s+|a\s+|an\s+|\w+'s\s+)?(?:(?:father's|dad's|old|service|loaded)\s+)*(?:revolver|pistol|gun|shotgun|rifle)\b|\b(?:the\s+)?(?:pills|tablets)\s+in\s+my\s+(?:bag|pocket|drawer|room|car)\b|\b(?:kept|keeping|saved|saving|hidden|hiding)\s+(?:\w+\s+){0,3}(?:pills|tablets)\b/i,
    kind: 'plan',
  },
  {
    re: /\bgoodbye\s+(?:message|post|note|letter|text|video)\b|\b(?:going\s+to|gonna)\s+do\s+something\s+stupid\b|\bfinish\s+it\b[.,]?\s+(?:me|myself)\b/i,
    kind: 'plan',
  },
  {
    re: /\bvoices?\b[^.?!]{0,40}\b(?:tell|told|telling|say|saying)\s+(?:me\s+)?(?:to\s+)?(?:kill\s+myself|die|end\s+it|jump)\b/i,
    kind: 'ideation',
  },
  {
    re: /\b(?:ask|asking|asked|want|wants|wanting|beg|begging|pray\w*)\s+(?:him|her|them|god|the\s+lord|\w+)\s+to\s+(?:come\s+(?:and\s+)?)?(?:fetch|take|collect|get)\s+me\b|\bgo\s+and\s+join\s+(?:dad|mum|mom|him|her|them|my\s+\w+|\w+)\b|\bjoin(?:ing)?\s+(?:my\s+(?:late\s+)?(?:husband|wife|son|daughter|mum|mom|dad|mother|father|partner)|him\s+soon|her\s+soon)\b/i,
    kind: 'ideation',
  },
  {
    re: /\b(?:just\s+)?one\s+step\b[^.?!]{0,30}\b(?:all\s+it'?d\s+take|that's\s+all|and\s+it'?s\s+over)\b|\b(?:stand|stood|standing)\s+on\s+(?:the\s+)?(?:wrong\s+side|edge|railing|ledge|parapet)\b|\b(?:driving|drive|drove|drives)\s+(?:\w+\s+){0,2}(?:off|into)\s+the\s+(?:road|river|bridge|wall|sea|tree|quarry|cliff)\b|\bletting\s+go\s+of\s+the\s+wheel\b/i,
    kind: 'plan',
  },
  {
    re: /\b(?:rail\s*line|railway\s+line|train\s+tracks|railway\s+tracks|level\s+crossing)\b/i,
    kind: 'possible',
  },
  {
    re: /\b(?:i'll|i\s+will|i'm\s+going\s+to)\s+be\s+gone\s+(?:soon|before|by)\b|\bsay(?:ing|s)?\s+my\s+goodbyes\b|\bsaid\s+my\s+goodbyes\b|\bwant\s+(?:it\s+all|everything|it)\s+to\s+(?:end|stop)\b|\bwant(?:s)?\s+to\s+end\s+it\s+all\b/i,
    kind: 'ideation',
  },
  {
    re: /\b(?:a|the|my)\s+rope\s+in\s+(?:the|my)\s+(?:car|boot|bag|shed|garage|wardrobe)\b|\bstockpil\w*\s+(?:\w+\s+){0,2}(?:morphine|opioids|oxy\w*|insulin|paracetamol|co-?codamol|codeine|tramadol|antidepressants|pills|tablets|meds|medication)\b|\b(?:all\s+my|my)\s+(?:morphine|oxy\w*|insulin|codeine|tramadol)\b[^.?!]{0,40}\b(?:thought\s+about|enough|saved|kept)\b/i,
    kind: 'plan',
  },
  {
    re: /\btake\s+(?:me|us|her|them|the\s+kids|the\s+children)\s+(?:and\s+the\s+(?:kids|children)\s+)?with\s+(?:him|her|me)\b/i,
    kind: 'ideation',
  },
  {
    re: /\bwhoever\s+finds\s+me\b|\b(?:find|finds|found)\s+me\b[^.?!]{0,20}\b(?:dead|body|hanging)\b|\bwish\w*\s+(?:that\s+)?i\s*(?:'d|would|could)?\s+(?:\w+\s+){0,4}(?:die|died|dead)\b/i,
    kind: 'ideation',
  },
  { re: /\blife\s+insurance\b/i, kind: 'possible' },
];

const SELF_HARM: Pattern[] = [
  { re: /\bself[-\s]?(?:harm|harming|harmed|injur\w*|mutilat\w*)\b/i, kind: 'ideation' },
  { re: /\b(?:NSSI|SIB)\b/, kind: 'ideation' },
  {
    re: new RegExp(
      String.raw`\b(?:cut|cutting|cuts|burn|burning|burnt|burned|harm|harming|hurting|punching|starve|starving|carve|carving|slash|slashing)\s+${SELF}`,
      'i',
    ),
    kind: 'ideation',
  },
  {
    re: new RegExp(
      String.raw`\b(?:want|wanted|wanting|urge|urges|tempted|going|gonna|try|tried|trying|thought\s+about|think\s+about|felt\s+like|feel\s+like)\s+(?:to\s+)?(?:hurt|hit|punch|injure|bite|scratch)\s+${SELF}|\b(?:hurt|hit|punch|bite|scratch|injure)\s+${SELF}\s+(?:on\s+purpose|deliberately|to\s+(?:feel|cope|calm|punish|stop)|when\s+i(?:'m|\s+get|\s+feel))|\bscratch\w*\s+${SELF}\s+(?:until|till|raw|bloody)`,
      'i',
    ),
    kind: 'ideation',
  },
  { re: new RegExp(String.raw`\b(?:hurt|hit|bite|injure|injured)\s+${SELF}\b`, 'i'), kind: 'possible' },
  {
    re: /\b(?:cut|cutting|slash|slashing|carve|carving|burn|burning|scratch|scratching)\s+(?:on\s+)?(?:my|me)\s+(?:arms?|wrists?|legs?|thighs?|skin|stomach|hips?)\b/i,
    kind: 'ideation',
  },
  {
    re: /\b(?:started|been|was|am|keep|kept)\s+(?:cutting|self[-\s]?harming|burning\s+myself|scratching\s+myself)\b/i,
    kind: 'ideation',
  },
  {
    re: /\b(?:razor|blade|blades|lighter|compass)\b[^.?!]{0,40}\b(?:arm|arms|wrist|wrists|leg|legs|thigh|thighs|skin)\b/i,
    kind: 'ideation',
  },
  {
    re: /\b(?:endorses|endorsed|reports|reported|admits|positive\s+for)\s+(?:recent\s+|current\s+|ongoing\s+)?(?:SH|self[-\s]?harm\w*|cutting|NSSI|self[-\s]?injur\w*)\b/i,
    kind: 'ideation',
  },
  { re: /\b(?:fresh|new|recent|healing)\s+(?:cuts|scars|wounds|burns|marks)\b/i, kind: 'ideation' },
  {
    re: /\b(?:cut|cutting|cuts|burn|burning|burns|scratch|scratching|bite|biting|bit|hit|hitting|punch|punching|pinch|pinching|dig|digging|carv\w+|slash\w*)\s+(?:at\s+|into\s+)?(?:my|his|her|their)\s+(?:own\s+)?(?:arms?|wrists?|legs?|thighs?|skin|stomach|belly|hips?|hands?|head|face|nails)\b[^.?!]{0,40}\b(?:until|till|til|bleed\w*|bruis\w*|raw|marks?|scars?|on\s+purpose|to\s+(?:feel|cope|stop|calm))/i,
    kind: 'ideation',
  },
  {
    re: /\b(?:dig|digging|dug)\s+my\s+nails\s+in\b|\b(?:what\s+i\s+do\s+to\s+my\s+(?:arms|legs|body|skin))\b/i,
    kind: 'ideation',
  },
  { re: /\b(?:bang|banging|bashing|bash)\s+my\s+head\s+(?:against|on|off)\b/i, kind: 'ideation' },
  {
    re: /\b(?:make|made|making)\s+myself\s+(?:bleed|hurt)\b|\buntil\s+(?:i|it)\s+bleeds?\b/i,
    kind: 'ideation',
  },
  {
    re: /\b(?:urges?|urge|want(?:ed)?|wanting)\s+to\s+(?:cut|hurt\s+myself|burn\s+myself|self[-\s]?harm)\b/i,
    kind: 'ideation',
  },
  { re: /\b(?:DSH|NSSI|SIB)\b/, kind: 'ideation' },
  {
    re: /\bsh'(?:ing|d|ed)\b|\bshing\b|\b(?:i|i've\s+been|been)\s+(?:cutting|burning)\s+again\b/i,
    kind: 'ideation',
  },
  {
    re: /\bi\s+(?:cut|burn|burnt|burned|scratch(?:ed)?|carve(?:d)?|slash(?:ed)?)\b(?!\s+(?:my\s+(?:hair|nails|fingers?|thumb|toe|foot|knee|lip|chin|hand|head|toast|food)|the|a|an|it|down|out|back|off|up|through|across|in|into\s+(?:the|a)|some|him|her|them|ties|corners|class|school|work|loose))/i,
    kind: 'ideation',
  },
  {
    re: /\b(?:blades?|razors?|compass|sharpener)\b[^.?!]{0,50}\b(?:hidden|hide|kit|for\s+when|in\s+case|emergenc\w*|valve|routine|only\s+way|bathroom\s+drawer|pencil\s+case|makeup\s+bag)\b|\b(?:hidden|hide|kit|keep|keeping)\b[^.?!]{0,30}\b(?:blades?|razors?)\b/i,
    kind: 'ideation',
  },
  {
    re: /\bpunch\w*\s+(?:the\s+)?walls?\s+(?:until|till|til)\b|\bpinch\w*\s+myself\s+(?:black|until|till|raw)\b|\b(?:carv\w+|etch\w*|scratch\w*)\s+(?:\w+\s+){0,3}into\s+my\s+(?:arm|leg|skin|wrist|thigh|stomach|hand)s?\b|\b(?:pour\w*|held|hold|holding)\s+(?:boiling|hot|scalding|ice)\b[^.?!]{0,30}\b(?:my\s+(?:hand|arm|skin|leg)|until\s+it\s+burns)\b|\breopen\w*\s+(?:the\s+)?(?:same\s+)?(?:wound|cut|scab)s?\b/i,
    kind: 'ideation',
  },
  {
    re: /\b(?:need|needed|have)\s+to\s+hurt\b(?!\s+(?:him|her|them|someone|anyone))|\bthe\s+(?:plasters|bandages|marks|scars|bruises)\b[^.?!]{0,40}\b(?:i\s+did\s+(?:that|it|them)|not\s+from\s+the\s+cat|did\s+it\s+myself)\b/i,
    kind: 'ideation',
  },
  {
    re: /\b(?:want|wants|wanted|wish|hoping|part\s+of\s+me\s+wants)\s+(?:to\s+)?(?:get\s+hurt|crash|get\s+hit)\b|\blet\s+my\s+body\s+suffer\b/i,
    kind: 'possible',
  },
  {
    re: /\b(?:held|hold|holding|put|pressed|press)\s+my\s+(?:hand|arm|fingers?|palm|wrist)\s+(?:on|against|under|over)\s+(?:the\s+)?(?:hob|stove|iron|kettle|flame|lighter|cooker|hot\s+tap|radiator|candle)\b|\bscald\w*\s+(?:my|his|her)\b|\bhead-?bang\w*\b|\b(?:bang\w*|hitting|punching|smash\w*)\s+my\s+(?:\w+\s+)?(?:head|hand|fist|arm|wrist)s?\s+(?:against|on|into)\b/i,
    kind: 'ideation',
  },
  {
    re: /\band\s+(?:cut|burn)(?=[.,!?]|\s+(?:myself|again|deeper|my))|\b(?:did|done|do)\s+(?:them|it|this|that|these)\s+with\s+a\s+(?:compass|razor|blade|knife|lighter|sharpener)\b|\b(?:let|letting)\s+(?:it|them)\s+out\s+through\s+my\s+skin\b|\bwhat\s+i'?ve\s+done\s+to\s+my\s+(?:arms|legs|body|skin|wrists)\b/i,
    kind: 'ideation',
  },
  {
    re: /\b(?:pick\w*|scratch\w*|gouge\w*|dig\w*)\s+(?:\w+\s+){0,5}(?:until|till|til)\s+(?:it\s+|they\s+|i\s+)?bleed/i,
    kind: 'ideation',
  },
  {
    re: /\b(?:superficial|self-?inflicted)\s+(?:cuts|lacerations|burns|wounds|scratches)\b|\bvoices?\b[^.?!]{0,40}\b(?:tell|told|telling)\s+(?:me\s+)?to\s+(?:cut|hurt|burn)\s+myself\b/i,
    kind: 'ideation',
  },
  {
    re: /\bonly\s+(?:myself|me)\b[.,]?(?:\s+not\s+(?:anyone|anybody|other))?|\b(?:hit|hitting|beat|beating|whip\w*|lash\w*)\s+myself\s+with\b|(?:^|[.!?]\s+)cutting\b(?!\s+(?:down|back|out|up|off|the|it|corners|class|school|ties|in|costs|my\s+hair))/i,
    kind: 'ideation',
  },
  {
    re: /\b(?:bite|biting|bit|chew\w*)\s+(?:\w+\s+){0,5}(?:until|till|til)\s+(?:it\s+|they\s+)?bleed/i,
    kind: 'ideation',
  },
  { re: /^\s*(?:cut|cutting|burnt?|burned|burning)[.!]?\s*$/i, kind: 'ideation' },
];

const HARM_TO_OTHERS: Pattern[] = [
  { re: /\bhomicid\w*\b/i, kind: 'ideation' },
  {
    re: new RegExp(
      String.raw`\b(?:i|he|she|they)(?:'ll|'d|\s+will|\s+would|\s+could|'m\s+(?:going|gonna)\s+to|'s\s+(?:going|gonna)\s+to|'re\s+(?:going|gonna)\s+to|'m\s+gonna|\s+am\s+going\s+to|\s+is\s+going\s+to|\s+wants?\s+to|\s+wanted\s+to|\s+wanna|\s+felt\s+like|\s+feels?\s+like|\s+might|\s+swears?\s+(?:i|he|she)'ll|\s+was\s+(?:going|gonna)\s+to|\s+nearly|\s+almost|'ve\s+thought\s+about|'s\s+thought\s+about|\s+thinks?\s+about|\s+thought\s+about|\s+keeps?\s+thinking\s+about|\s+keeps?\s+picturing|\s+keeps?\s+imagining|\s+fantasi[sz]es?\s+about|\s+dreams?\s+about|\s+imagines?|\s+pictures?|\s+(?:have|has)\s+been\s+(?:thinking|fantasi[sz]ing)\s+about)\s+(?:just\s+|actually\s+|really\s+|fucking\s+|bloody\s+|seriously\s+)?${HARM_VERB}\s+${PEOPLE}`,
      'i',
    ),
    kind: 'ideation',
  },
  {
    re: new RegExp(
      String.raw`\b(?:thoughts?|thinking|urges?|fantas\w+|images?|impulses?|picturing|imagining|threat(?:s|ened)?\s+to|threatening\s+to)\s+(?:about\s+|of\s+)?(?:${HARM_VERB})\s+${PEOPLE}`,
      'i',
    ),
    kind: 'ideation',
  },
  {
    re: /\b(?:burn|torch|set\s+fire\s+to)\s+(?:his|her|their|the)\s+(?:place|house|flat|car|home)\b|\brun(?:ning)?\s+(?:him|her|them|my\s+\S+|his\s+\S+)\s+over\b/i,
    kind: 'ideation',
  },
  {
    re: /\b(?:bring|bringing|brought|take|taking|took|carry|carrying|carried)\s+(?:my|a|the|his|her|\w+'s)\s+(?:\w+\s+)?(?:knife|gun|bat|blade|machete|hammer|weapon)\s+(?:in|to|into|with)\b/i,
    kind: 'plan',
  },
  {
    re: /\b(?:i'll|i\s+will|i'd|i\s+would|i'm\s+(?:going|gonna)\s+to)\s+(?:put|throw|knock|send)\s+(?:him|her|them|his\s+head|her\s+head)\s+(?:through|into|out\s+(?:of|through))\s+(?:a|the)\s+(?:wall|window|door|floor|table|ground)/i,
    kind: 'ideation',
  },
  {
    re: /\b(?:go|going|went|drive|driving|show\s+up|turn\s+up|head|heading)\s+(?:over|round|around|down|up)?\s*(?:there|to\s+his|to\s+her|to\s+their|to\s+the)?[^.?!]{0,25}\bwith\s+(?:my|a|the|his|dad's)\s+(?:bat|baseball\s+bat|knife|gun|hammer|crowbar|machete|axe|shotgun|rifle|pistol|blade)\b/i,
    kind: 'plan',
  },
  {
    re: /\b(?:come|comes|coming)\s+near\s+(?:me|my\s+\w+|us)\s+again\b[^.?!]*\b(?:kill|hurt|end|regret|sorry)\b/i,
    kind: 'ideation',
  },
  {
    re: /\b(?:make|made|teach)\s+(?:him|her|them)\s+(?:pay|suffer|regret|sorry)\b|\bteach\s+(?:him|her|them)\s+a\s+lesson\b/i,
    kind: 'ideation',
  },
  {
    re: /\b(?:endorses|endorsed|reports|reported|admits|positive\s+for)\s+(?:passive\s+|active\s+|current\s+|recent\s+)?(?:HI|homicidal\s+(?:ideation|thoughts)|thoughts\s+of\s+harming\s+(?:others|\w+)|violent\s+(?:thoughts|urges|fantasies)|urges\s+to\s+harm)\b/i,
    kind: 'ideation',
  },
  {
    re: /\b(?:violent|murderous|homicidal)\s+(?:thoughts|urges|fantasies|impulses|rage)\b/i,
    kind: 'ideation',
  },
  {
    re: /\b(?:bought|got|buying|getting|carry|carrying|keep|keeping)\s+(?:a\s+)?(?:knife|gun|weapon|blade|machete)\b[^.?!]{0,40}\b(?:for\s+(?:him|her|them)|in\s+case|just\s+in\s+case|if\s+(?:he|she|they))\b/i,
    kind: 'plan',
  },
  { re: /\bwant(?:ed)?\s+(?:him|her|them)\s+(?:dead|to\s+die|to\s+suffer|to\s+hurt)\b/i, kind: 'ideation' },
  {
    re: /\bi\s+(?:want|wanna|wanted|could|'d\s+like|would\s+like|feel\s+like\s+i\s+could)\s+(?:to\s+)?(?:kill|murder|stab|strangle|shoot)\b|\b(?:nearly|almost)\s+(?:killed|strangled|stabbed|choked|throttled|hit|punched|hurt)\s+(?:him|her|them|my|the|someone|somebody)\b/i,
    kind: 'ideation',
  },
  {
    re: /\b(?:carry|carrying|started\s+carrying|keep|keeping)\s+a\s+(?:knife|blade|weapon|gun|machete|bat)\b(?![^.?!]{0,30}\b(?:for\s+(?:work|fishing|my\s+job)|at\s+work)\b)/i,
    kind: 'plan',
  },
  {
    re: /\b(?:burn\w*|torch\w*)\s+(?:\w+\s+){0,2}(?:house|place|flat|car|home)\s+down\b|\bwant\s+(?:him|her|them)\s+to\s+(?:feel\s+what|suffer|pay|bleed)\b|\b(?:do|doing|did)\s+something\s+to\s+(?:him|her|them|my|the\s+\w+)\b/i,
    kind: 'ideation',
  },
  {
    re: /\btake\s+(?:my|a|the)\s+(?:stick|bat|belt|knife|hammer|poker|fists?|cane)\s+to\s+(?:him|her|them|the\s+\w+|my\s+\w+|that\s+\w+)\b|\b(?:put|putting|slip|slipping)\s+something\s+in\s+(?:his|her|their|\w+'s)\s+(?:tea|drink|food|coffee|dinner)\b/i,
    kind: 'ideation',
  },
  {
    re: /\b(?:smash|bash|cave|kick)\w*\s+(?:that|the|his|her|my)\s+(?:\w+'s\s+)?(?:head|face|skull|teeth)\s+(?:in|into)\b/i,
    kind: 'ideation',
  },
  {
    re: /\b(?:sitting|waiting|parked)\s+outside\s+(?:his|her|their)\s+(?:house|place|work|flat)\b|\blooked\s+up\s+where\s+(?:he|she|they|the\s+\w+)\s+lives?\b|\bgot\s+a\s+list\b[^.?!]{0,40}\bnames\b/i,
    kind: 'possible',
  },
  {
    re: /\b(?:i|he|she|pt|patient)\s+(?:just\s+|actually\s+)?(?:punched|hit|struck|slapped|kicked|pushed|shoved|headbutted|head-butted|strangled|choked|stabbed|glassed|bit|attacked|assaulted|beat\s+up|battered|throttled)\s+(?:him|her|them|my\s+\w+|his\s+\w+|her\s+\w+|the\s+(?:nurse|carer|staff|resident|patient|officer|teacher|guard|neighbou?r|kid|boy|girl|man|woman|guy|lad|driver|bouncer|doctor|receptionist)|a\s+(?:nurse|carer|staff|resident|patient|officer|teacher|guard|neighbou?r|kid|boy|girl|man|woman|guy|lad|stranger|fellow\s+\w+))\b(?!\s+(?:head|hand|knee|arm|leg|foot|toe|face|shin|elbow|back))/i,
    kind: 'ideation',
  },
  {
    re: /\b(?:punched|hit|struck|slapped|kicked|pushed|shoved|stabbed|attacked|assaulted)\s+[A-Z][a-z]+\b/,
    kind: 'ideation',
  },
  {
    re: /\bthrew\s+(?:a|the|my|his|her)\s+\w+\s+at\s+(?:him|her|them|my\s+\w+|the\s+\w+|someone)\b|\bthreat(?:s|en|ens|ened|ening)?\s+(?:\w+\s+){0,3}(?:to\s+)?(?:stab|kill|hurt|glass|shoot|hit|beat|burn)\b|\bthreaten\w*\s+(?:\w+\s+){0,3}with\s+a\s+(?:knife|bat|gun|weapon|hammer|bottle)\b/i,
    kind: 'ideation',
  },
  {
    re: /\burges?\s+to\s+(?:hit|hurt|harm|kill|stab|smash|strangle|attack|punch)\b(?!\s+(?:myself|himself|herself))|\blimb\s+from\s+limb\b|\bset(?:ting)?\s+(?:\w+\s+){0,2}(?:house|houses|place|car|flat|home)\s+on\s+fire\b|\bpush\w*\s+(?:\w+\s+)?down\s+the\s+stairs\b|\bglass(?:ed|ing)?\s+(?:him|her|them|the\s+\w+|someone)\b/i,
    kind: 'ideation',
  },
  {
    re: /(?<!play\w*\s+(?:cricket|baseball|softball|rounders)\s+)\b(?:back|come|coming|round|over|there)\s+with\s+(?:a|my)\s+(?:bat|knife|gun|hammer|machete|crowbar)\b/i,
    kind: 'plan',
  },
  { re: /\bHI\b\s+(?:towards?|against|directed|toward|with)\b/, kind: 'ideation' },
  { re: /\b(?:had|has|have|got)\s+it\s+coming\b|\bwhat\s+they'?ve\s+got\s+coming\b/i, kind: 'possible' },
  {
    re: /\bbroke\s+(?:a|his|her|the|some|that)\s+(?:\w+'s\s+)?(?:nose|jaw|arm|leg|ribs|cheekbone)\b|\bwring\s+(?:his|her|their)\s+(?:\w+\s+)?neck\b|\bbreak\s+(?:his|her|their)\s+(?:legs|neck|jaw|face|arms|nose)\b|\b(?:i'll|i\s+will|i'd|i'm\s+going\s+to|gonna|going\s+to)\s+knock\s+(?:him|her|them)\s+out\b/i,
    kind: 'ideation',
  },
  {
    re: /\bsharpen\w*\s+(?:a|the|his|her|my)\s+(?:\w+\s+)?(?:knife|screwdriver|blade|machete|stick|spear)\b|\bget\s+(?:the|my|his|her)\s+(?:shotgun|gun|rifle|knife|bat)\s+out\b|\bgrabbed\s+(?:me|her|him)\s+by\s+the\s+(?:throat|neck|hair)\b|\b(?:hands?|fingers)\s+(?:round|around)\s+(?:her|his|my|their)\s+(?:throat|neck)\b/i,
    kind: 'ideation',
  },
  {
    re: /\bthreaten\w*\s+(?:\w+\s+){0,3}with\s+a\s+(?:\w+\s+)?(?:knife|bat|gun|weapon|hammer|bottle|blade|screwdriver)\b/i,
    kind: 'ideation',
  },
];

export const DISCLOSURES: Record<RiskArea, Pattern[]> = {
  suicidal: SUICIDAL,
  selfHarm: SELF_HARM,
  harmToOthers: HARM_TO_OTHERS,
};

/** What a clinician's question asks about, per area. Plan-only questions are told apart by PLAN_QUESTION. */
export const QUESTION_TOPICS: Record<RiskArea, RegExp> = {
  suicidal:
    /\bsuicid\w*|\bsue\s*side\b|\bdo(?:ing)?\s+away\s+with\s+(?:yourself|themselves)|\bend(?:ing)?\s+it(?:\s+all)?\b|\bsafe\s+from\s+yourself|\btake\s+your\s+own\s+life|\bkill(?:ing)?\s+(?:yourself|themselves|himself|herself|urself)|\bend(?:ing)?\s+(?:your|their|his|her)\s+(?:own\s+)?life|\btak(?:e|ing)\s+(?:your|their)\s+(?:own\s+)?life|\b(?:want(?:ed|ing)?|wish(?:ed|ing)?)\s+(?:to\s+die|(?:that\s+)?you\s+(?:were|was)\s+dead|you\s+(?:were|was)n'?t\s+(?:here|alive|around)|you\s+could\s+(?:disappear|not\s+wake))|\bbetter\s+off\s+(?:dead|without\s+you)|\bnot\s+(?:want(?:ing)?\s+to\s+)?(?:be\s+)?(?:alive|here\s+anymore|around\s+anymore|living|wake\s+up)|\blife\s+(?:is|was|isn't|wasn't)\s+(?:not\s+)?worth|\bthoughts?\s+(?:of|about)\s+(?:death|dying|ending)|\bdeath\s+wish|\bending\s+it\b|\bno\s+point\s+(?:in\s+)?(?:living|going\s+on)/i,
  selfHarm:
    /\bself[-\s]?(?:harm\w*|arm)|\b(?:hurt|harm|cut|injur\w*|burn)(?:ing|ed|s)?\s+(?:yourself|your\s+self|themselves|himself|herself|urself)|\bhurt(?:ing)?\s+your\s+body|\bcutting\b/i,
  harmToOthers:
    /\bthreaten\w*\s+(?:anyone|anybody|someone|you|people|to\s+(?:hurt|kill))|\b(?:hurt|harm|kill|injur\w*|attack|hit)(?:ing|ed|s)?\s+(?:(?:that|this|the)\s+(?:boy|girl|man|woman|guy|lad|kid|person|nurse|teacher|neighbou?r|baby|child|children)|anyone|anybody|someone|somebody|others|other\s+people|people|him|her|them|your\s+(?:partner|wife|husband|kids?|children|baby|son|daughter|family|boss|mother|mum|mom|father|dad|ex|brother|sister|neighbou?rs?|girlfriend|boyfriend|colleagues?|coworkers?)|the\s+baby)|\bhomicid\w*|\bviolen(?:t|ce)\b|\bharm\s+to\s+others\b|\bact\s+on\s+(?:that|it|those|the)\s+(?:anger|rage|thought|urge)/i,
};

/** "SI: denied", "HI - none", "Self-harm: neg": a dictated heading answered with a denial. */
export const HEADED_DENIAL: Record<RiskArea, RegExp> = {
  suicidal:
    /(?:\bSI\b|\bsuicid\w*(?:\s+(?:ideation|thoughts))?)\s*[:=-]\s*(?:denied|denies|none|neg(?:ative)?|no|nil|absent)\b/i,
  selfHarm:
    /(?:\bSH\b|\bNSSI\b|\bself[-\s]?harm\w*)\s*[:=-]\s*(?:denied|denies|none|neg(?:ative)?|no|nil|absent)\b/i,
  harmToOthers:
    /(?:\bHI\b|\bhomicid\w*(?:\s+ideation)?|\bharm\s+to\s+others)\s*[:=-]\s*(?:denied|denies|none|neg(?:ative)?|no|nil|absent)\b/i,
};

/** Third-person narration or an informant's account, read as the client would say it, so one set of patterns serves both. */
const TO_FIRST = wordTable<string>({
  she: 'i',
  he: 'i',
  "she's": "i'm",
  "he's": "i'm",
  "she'd": "i'd",
  "he'd": "i'd",
  "she'll": "i'll",
  "he'll": "i'll",
  herself: 'myself',
  himself: 'myself',
  themselves: 'myself',
  themself: 'myself',
  his: 'my',
  wants: 'want',
  says: 'say',
  has: 'have',
  keeps: 'keep',
  thinks: 'think',
  feels: 'feel',
  is: 'am',
  was: 'was',
  pt: 'i',
  patient: 'i',
  client: 'i',
  him: 'me',
});
/** An informant's own "me" is someone other than the client: "he grabbed me by the throat". */
const INFORMANT_TO_FIRST = wordTable<string>({
  ...TO_FIRST,
  him: 'him',
  me: 'her',
  us: 'them',
  you: 'i',
  your: 'my',
  "you'd": "i'd",
  "you'll": "i'll",
  "you're": "i'm",
});
export function toFirstPerson(text: string, informant = false): string {
  const map = informant ? INFORMANT_TO_FIRST : TO_FIRST;
  return text
    .replace(
      /\b(?:the\s+)?(?:pt|patient|client)\s+(?:states|reports|says|said|stated|reported|endorses|endorsed|admits|admitted|describes|described|notes|noted)\s+(?:that\s+)?(?=she|he|they)/gi,
      '',
    )
    .replace(/[A-Za-z']+/g, (word) => {
      const mapped = map[word.toLowerCase()];
      if (!mapped) return word;
      return word[0] === word[0]?.toUpperCase() ? mapped.charAt(0).toUpperCase() + mapped.slice(1) : mapped;
    });
}

/** Clinical abbreviations, matched case-sensitively so "hi" and "si" stay a greeting and a yes. */
export const ABBREVIATIONS: Record<RiskArea, RegExp> = {
  suicidal: /\b(?:SI|S\/I)\b/,
  selfHarm: /\b(?:SH|NSSI|SIB|DSH)\b/,
  harmToOthers: /\b(?:HI|H\/I)\b/,
};

/** A question about a plan, intent, means or preparation; a "no" to it leaves ideation as it was. */
export const PLAN_QUESTION =
  /\b(?:plan|plans|planned|planning|intent|intend|intention|means|method|how\s+you\s+would|access\s+to|act\s+on|going\s+to\s+act|prepar\w*|rehears\w*|timeline|when\s+you\s+would)\b/i;
export const IDEATION_WORD =
  /\b(?:thought|thoughts|think|thinking|feel|feeling|felt|ideas?|urges?|ever|wish|want|mind)\b/i;

/** Dictated denials that cover several areas at once: "denies SI/HI/AVH", "no SI, SH or HI". */
export const LIST_DENIAL =
  /\b(?:denies|denied|denying|deny|negative\s+for|no\s+(?:current\s+|active\s+|passive\s+|recent\s+)?|nor|without(?:\s+any)?|not\s+endorsing|does\s+not\s+endorse|doesn't\s+endorse|did\s+not\s+endorse|didn't\s+endorse|no\s+evidence\s+of)\b/gi;
export const LIST_END =
  /\b(?:i|i'm|i've|im|ive|just|but|however|although|though|whereas|yet|reports|reported|endorses|endorsed|admits|states|stated|says|said|describes|notes|though|except|while|and\s+(?:reports|endorses|admits|states))\b|[.;!?\n]/i;
export const AREA_WORDS: Record<RiskArea, RegExp> = {
  suicidal:
    /\bsuicid\w*|\bsue\s*side\b|\bdo(?:ing)?\s+away\s+with\s+(?:yourself|themselves)|\bend(?:ing)?\s+it(?:\s+all)?\b|\bsafe\s+from\s+yourself|\btake\s+your\s+own\s+life|\bdeath\s+wish\w*|\bthoughts\s+of\s+(?:death|dying|ending)|\bpassive\s+death|\bwish(?:es)?\s+to\s+die|\bkill(?:ing)?\s+(?:himself|herself|themselves|myself|yourself)|\bending\s+(?:his|her|their|my|your)\s+life|\bwanting\s+to\s+die/i,
  selfHarm:
    /\bself[-\s]?(?:harm\w*|injur\w*)|\bcutting\b|\bhurting\s+(?:himself|herself|themselves|myself|yourself)|\bharming\s+(?:himself|herself|themselves|myself|yourself)/i,
  harmToOthers:
    /\bhomicid\w*|\bharm(?:ing)?\s+(?:to\s+)?others|\bhurt(?:ing)?\s+(?:others|anyone|anybody|other\s+people|someone)|\bviolen\w*|\baggress\w*\s+(?:thoughts|urges|intent)|\bthoughts\s+of\s+harming\s+others/i,
};

/** Words before a disclosure in its clause that negate it ("I've never wanted to die", "not suicidal"). */
export const NEGATOR =
  /\bn't\b|\b(?:no|not|never|nor|none|denies|denied|deny|denying|without|don't|dont|doesn't|didn't|haven't|hasn't|hadn't|wasn't|weren't|isn't|aren't|won't|wouldn't|couldn't|can't|cannot|no\s+longer|nothing\s+like|negative\s+for|free\s+of|absence\s+of)\b/i;
/** Clause boundaries: a negation or a question never reaches past them. */
export const CLAUSE_BREAK =
  /[,;:—–]|\s-\s|\b(?:but|however|although|though|whereas|yet|except|still|because|so\s+(?:i|he|she)|and\s+then|reports|reported|endorses|endorsed|admits|states|says|said)\b/gi;

/** A past episode only: "when I was 19", "years ago", "used to" (recent wording wins). */
export const HISTORICAL =
  /\b(?:years?\s+ago|when\s+i\s+was\s+(?:younger|little|a\s+(?:kid|teen\w*|child|student)|\d+|(?:fif|six|seven|eigh|nine)teen|twenty|in\s+(?:school|college|uni|high\s+school|my\s+\w+))|in\s+my\s+teens|as\s+a\s+(?:teen\w*|kid|child)|in\s+my\s+(?:teens|twenties|thirties|youth)|back\s+(?:in|when)|used\s+to(?!\s+(?:manage|cope|help|deal|calm|numb|feel|get|make|stop|relieve|release|escape|punish|control))|in\s+(?:19|20)\d\d|history\s+of|hx\s+of|previous(?:ly)?|prior|in\s+the\s+past|long\s+time\s+ago|haven't\s+(?:since|in\s+years)|not\s+since|first\s+year\s+of)\b/i;
export const RECENT =
  /\b(?:last\s+(?:night|week|weekend|month|few|couple)|yesterday|this\s+(?:week|morning|month|year)|recently|lately|these\s+days|right\s+now|at\s+the\s+moment|currently|again|still|days?\s+ago|weeks?\s+ago|months?\s+ago|since\s+(?:the|my|he|she|it|then|last)|every\s+(?:day|night|week)|most\s+(?:days|nights)|sometimes|often|keep)\b/i;
/** A worry, safety-plan conditional or question about it, not a disclosure. */
export const HYPOTHETICAL =
  /\b(?:what\s+if|worried\s+(?:that\s+)?i\s+(?:might|would|could|will)|scared\s+(?:that\s+)?i\s+(?:might|would|could|will)|afraid\s+(?:that\s+)?i\s+(?:might|would|could|will)|terrified\s+(?:that\s+)?i\s+(?:might|would|could|will)|if\s+i\s+ever\s+(?:feel|felt|had|have|get|got|start)|in\s+case\s+i\s+(?:ever\s+)?(?:feel|get)|if\s+(?:those|these|the)\s+(?:thoughts|feelings|urges)\s+(?:come|came|ever|get))\b/i;

/** Software-directed instructions inside a transcript are data; a denial in one never counts. */
export const INSTRUCTION =
  /\b(?:ignore|disregard|forget|override)\b[^.?!\n]{0,60}\b(?:instructions?|previous|prior|above|prompt|rules|told)\b|\b(?:ai|a\.i\.|assistant|scribe|note[-\s]?taker|notetaker|software|system|chatbot|chat\s?gpt|bot|computer|the\s+model|program|app|transcription|whoever\s+(?:is\s+)?(?:writing|typing|reading))\b[^.?!\n]{0,80}\b(?:record|write|put|note|document|mark|log|chart|enter|list|say|state|report)\b|\b(?:record|write|put|note|document|mark|log|chart|enter|list)\s+(?:it\s+)?(?:down\s+)?(?:that|as)\b[^.?!\n]{0,80}\b(?:denies|denied|no\s+(?:risk|si|suicid)|not\s+(?:suicidal|at\s+risk)|is\s+(?:safe|fine))|^\s*(?:please\s+)?(?:record|document|write\s+down|put\s+down|note\s+down|mark\s+down|make\s+sure\s+(?:it|you|the\s+note)\s+(?:says|records|writes|puts))\b|\b(?:write|put|record|note|mark|type|say)\s+(?:down\s+)?(?:that\s+)?['"‘“](?:no|not|denies|calm|fine|safe|settled|nil)|\b(?:write|put|record|note|mark|type)\s+(?:it\s+)?(?:down\s+)?(?:that|as)\s+(?:i'?m|i\s+am|she's|he's|the\s+(?:client|patient)\s+is)\s+(?:fine|okay|ok|safe|not|calm|well)|\b(?:in|on|into)\s+(?:your|the)\s+(?:computer|system|notes?|record|form|chart|app)\b[^.?!]{0,30}$/i;

/** Stage directions and fillers stripped from an answer before it is read. */
const STAGE = /\[[^\]]*\]|\([^)]*\)|\*[^*]*\*/g;
const FILLER =
  /^(?:\s|,|\.|…|-|—)*(?:(?:um+|uh+|er+|erm+|hmm+|hm+|mm+|well|so|oh|ah|like|okay|ok|right|i\s+mean|honestly|to\s+be\s+honest|you\s+know|i\s+guess\s+so|look|i\s+won't\s+lie(?:\s+to\s+you)?|i'm\s+not\s+(?:gonna|going\s+to)\s+lie(?:\s+to\s+you)?|not\s+gonna\s+lie|ngl|to\s+tell\s+(?:you\s+)?the\s+truth|truth\s+be\s+told|if\s+i'm\s+honest)(?:\s|,|\.|…|-|—)+)*/i;

export type Answer = 'confirmed' | 'denied' | 'deflected' | 'unreadable' | 'none' | 'other';

/** "I'm not going to do anything silly": denies acting, not the thoughts. */
export const INTENT_ONLY_DENIAL =
  /^(?:no[,.]?\s+)?(?:but\s+)?(?:i'm|i\s+am|i'd|i\s+would|i\s+will|i'll|i)\s+(?:not|never|n't)?\s*(?:not\s+)?(?:going\s+to\s+|gonna\s+|ever\s+)?(?:do|act|try|go\s+through)\s+(?:anything|it|on\s+(?:it|them|those|that)|something)\b|^(?:i\s+)?(?:wouldn't|won't|would\s+never|will\s+never|couldn't)\s+(?:do|act|try|go\s+through)\b/i;

const CONFIRM =
  /^(?:i\s+(?:do\s+|still\s+)?think\s+about\s+it|i(?:'ve|\s+have)\s+thought\s+about\s+it|(?:the\s+)?thought\s+has\s+crossed|every\s+(?:single\s+)?day|whiles|not\s+(?:a|any)\s+plan|no\s+plan|(?:they'?re|it'?s)\s+(?:always\s+)?(?:kind\s+of\s+|sort\s+of\s+)?(?:there|around|in\s+the\s+background)|always|constantly|every\s+so\s+often|from\s+time\s+to\s+time|on\s+and\s+off|yes|yeah|yea|yep|yup|ya|aye|mm-?hmm|uh-?huh|sometimes|occasionally|a\s+(?:little|bit|few\s+times)|i\s+have|i\s+do|i\s+did|i\s+am|i\s+was|i\s+think\s+so|kind\s+of|kinda|sort\s+of|maybe|perhaps|probably|possibly|i\s+guess|i\s+suppose|more\s+than|every\s+(?:day|night)|most\s+days|all\s+the\s+time|on\s+and\s+off|now\s+and\s+then|once\s+or\s+twice|once|a\s+couple\s+of\s+times|here\s+and\s+there|lately|recently|it's\s+crossed\s+my\s+mind|it\s+has\s+crossed|they've\s+crossed|crossed\s+my\s+mind|not\s+(?:all\s+the\s+time|every\s+day|often|seriously)|only\s+(?:sometimes|once|a\s+bit|a\s+little|passing|fleeting)|fleeting|passing|true|correct|right|honestly\s+yes|if\s+i'm\s+honest|to\s+be\s+honest\s+yes)\b/i;
/**
 * A yes in another language opening the answer ("Sí… on my legs", "Da, sometimes"). Apart from CONFIRM because a
 * word boundary after an accented letter never matches in a regular expression without the unicode flag.
 */
const CONFIRM_OTHER_LANGUAGE = /^(?:s[ií]|oui|ja|da|haan|han|haa|tak|evet|sim|ndiyo|igen|kyll[aä]|opo)(?=[\s,.!?…]|$)/iu;
const DENY =
  /^(?:not\s+me|none\s+of\s+(?:it|that|them|those)|(?:good|dear)\s+(?:heavens|lord|god|grief)[,!]?\s+no|never\s+have|no+|nope|nah|never|not\s+really|not\s+at\s+all|absolutely\s+not|definitely\s+not|certainly\s+not|of\s+course\s+not|god\s+no|no\s+way|none|not\s+that\s+i\s+know\s+of|i\s+(?:have\s+not|haven't|never)|i\s+(?:don't|do\s+not)\s+(?:have|think\s+so|get|feel|want\s+to\s+(?:die|hurt|kill))|i\s+(?:wouldn't|would\s+not|would\s+never|could\s+never|won't)(?!\s+(?:lie|pretend|kid))|i'd\s+never|not\s+(?:at\s+the\s+moment|now|anymore|any\s+more|currently|lately|recently)|nothing\s+like\s+that|it's\s+not\s+like\s+that|i'm\s+not\s+(?:suicidal|going\s+to|gonna|like\s+that|that\s+kind|planning|thinking|at\s+risk|a\s+danger|dangerous|violent))\b/i;
/** "I did, after the stroke. Not now.": a yes about the past is a no about now. */
const PAST_ONLY =
  /\b(?:not\s+(?:now|anymore|any\s+more|these\s+days|for\s+(?:years|ages|a\s+long\s+time))|never\s+since|not\s+since|(?:that's|it's|they've|that\s+has)\s+(?:gone|passed|stopped)|(?:don't|do\s+not)\s+(?:anymore|any\s+more)|i\s+stopped)\b/i;
const STILL = /\b(?:still|sometimes|again|lately|recently|this\s+week|these\s+days\s+i|now\s+and\s+then)\b/i;

/** "No… well, sometimes": a denial that takes itself back is a disclosure. */
const HEDGE =
  /\b(?:(?:but|though|although|except|only)\s+(?:\w+\s+){0,3}?(?:sometimes|occasionally|i\s+do|i\s+have|i've|i\s+did|i\s+think\s+about|i\s+wish|i\s+want|maybe|kind\s+of|sort\s+of|i\s+guess|it\s+crosses|they\s+come|the\s+thoughts|once|lately|recently|passing|fleeting|not\s+(?:a\s+)?plan|yeah|yes)\b|sometimes|maybe|kind\s+of|sort\s+of|kinda|passing|fleeting|once\s+or\s+twice|now\s+and\s+then|not\s+(?:a\s+)?plan|no\s+plan|not\s+seriously|apart\s+from|other\s+than|well\s+(?:actually|sometimes|maybe)|i\s+mean\s+(?:sometimes|maybe|yes|yeah)|not\s+exactly|not\s+as\s+such|wouldn't\s+say)\b/i;
const DEFLECT =
  /\b(?:no\s+s[eé]|n[aã]o\s+sei|je\s+(?:ne\s+)?sais\s+pas|(?:nahi|nahin)\s+pata|pata\s+(?:nahi|nahin)|wei(?:ß|ss)\s+(?:ich\s+)?nicht|nie\s+wiem|ne\s+znam|bilmiyorum|i'?d\s+rather\s+(?:he|she|they|you\s+ask|not)|(?:don't|do\s+not)\s+want\s+to\s+(?:answer|say|get\s+(?:him|her|them)\s+in\s+trouble)|not\s+saying\s+anything|let'?s\s+just\s+say|it'?s\s+complicated|(?:he|she)\s+says\s+a\s+lot\s+of\s+things|is\s+that\s+the\s+time|whatever|swear\s+down|can\s+we\s+drop\s+it|(?:not|won't|will\s+not|refuse\s+to)\s+(?:be\s+)?(?:discussing|discuss|talking\s+about|answering|answer|going\s+there|getting\s+into)|this\s+is\s+about\s+me|i'd\s+rather\s+not|mind\s+your\s+own|(?:don't|do\s+not|didn't|rather\s+not|not|no)\s+(?:really\s+)?(?:want|wanna|going|gonna|ready|like)\s+(?:to\s+)?(?:talk|get\s+into|go\s+into|discuss|answer|say|think\s+about|go\s+there|do\s+this)|(?:can|could)\s+we\s+(?:talk\s+about|move\s+on|change|skip|not|leave)|next\s+question|pass\b|skip\s+(?:that|this)|that's\s+(?:private|personal|my\s+business)|none\s+of\s+your|why\s+(?:do|would)\s+you\s+(?:ask|want\s+to\s+know)|does\s+it\s+matter|what\s+(?:does|do)\s+it\s+matter|i\s+don't\s+know|i\s+dunno|dunno|not\s+sure|i'm\s+not\s+sure|hard\s+to\s+say|who\s+knows|whatever|let's\s+not|another\s+time|not\s+today|change\s+the\s+subject|rather\s+talk\s+about|shrugs)\b/i;
const ENGLISH_WORDS = new Set(
  "i i'm im i've i'd a an the and or but so to of in on at it it's is was are be been not no yes yeah you me my we he she they that this what just really think know don't do did have has had would could can get got feel felt like about with for from all some any more much very well now then when there here if because anything something nothing never always sometimes okay ok sure maybe".split(
    ' ',
  ),
);

const CONTRACTIONS = wordTable<string>({
  dont: "don't",
  cant: "can't",
  wont: "won't",
  im: "i'm",
  ive: "i've",
  didnt: "didn't",
  doesnt: "doesn't",
  isnt: "isn't",
  wasnt: "wasn't",
  havent: "haven't",
  hasnt: "hasn't",
  wouldnt: "wouldn't",
  couldnt: "couldn't",
  shouldnt: "shouldn't",
  arent: "aren't",
  werent: "weren't",
  thats: "that's",
  theres: "there's",
  whats: "what's",
  youre: "you're",
  theyre: "they're",
  hes: "he's",
  shes: "she's",
  ill_: "i'll",
  aint: "ain't",
  wanna: 'want to',
  gonna: 'going to',
  gotta: 'got to',
  kinda: 'kind of',
  sorta: 'sort of',
  cuz: 'because',
  coz: 'because',
});
/** Speech-to-text drops apostrophes ("i dont want to be here"): put them back so one set of patterns reads both. */
export function normaliseSpeech(text: string): string {
  return text.replace(/[A-Za-z]+/g, (word) => {
    const mapped = CONTRACTIONS[word.toLowerCase()];
    if (!mapped) return word;
    return word[0] === word[0]?.toUpperCase() ? mapped.charAt(0).toUpperCase() + mapped.slice(1) : mapped;
  });
}

export function cleanAnswer(text: string): string {
  return text.replace(STAGE, ' ').replace(/\s+/g, ' ').replace(FILLER, '').trim();
}

/** How an answer to a risk question reads: yes, no, a deflection, unreadable (another language, inaudible). */
export function readAnswer(raw: string): Answer {
  const text = normaliseSpeech(cleanAnswer(raw));
  const stage = (raw.match(STAGE) ?? []).join(' ');
  if (!/[\p{L}\p{N}]/u.test(text)) {
    if (/\bnods?\b|\bnodding\b|thumbs?\s+up/i.test(stage)) return 'confirmed';
    if (/\bshak(?:es|ing|e)\s+(?:\w+\s+)?head\b/i.test(stage)) return 'denied';
    return /inaudible|unclear|indistinct|crosstalk|mumbl|mutter/i.test(stage) ? 'unreadable' : 'none';
  }
  // A number on a scale the clinician asked for ("About an eight"): above zero is a yes.
  const rated =
    /^(?:about|around|maybe|probably|like|a|an|honestly)?\s*(?:a|an)?\s*(zero|nought|none|one|two|three|four|five|six|seven|eight|nine|ten|\d{1,2})\b/i.exec(
      text,
    );
  if (rated && !/^(?:one|a|an)\s+(?:day|time|night|week|month|year|thing|of|more)\b/i.test(text)) {
    const value = rated[1]?.toLowerCase() ?? '';
    if (/^(?:zero|nought|none|0)$/.test(value)) return 'denied';
    if (/^\d|one|two|three|four|five|six|seven|eight|nine|ten/.test(value)) return 'confirmed';
  }
  const confirmed = CONFIRM.test(text) || CONFIRM_OTHER_LANGUAGE.test(text);
  if (DEFLECT.test(text.slice(0, 80)) && !confirmed) return 'deflected';
  const words = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  const english = words.filter((w) => ENGLISH_WORDS.has(w)).length;
  const confirms =
    confirmed || /^(?:[\p{L}']+[,.]?\s+){1,2}(?:yes|yeah|yep|yup|s[ií])(?=[\s,.!?…]|$)/iu.test(text);
  if (confirms) return PAST_ONLY.test(text) && !STILL.test(text) ? 'denied' : 'confirmed';
  if (DENY.test(text)) {
    if (HEDGE.test(text.slice(0, 160))) return 'confirmed';
    // "No, nunca, doctora…": a denial is only taken in words the screen can read.
    return words.length >= 3 && english / words.length < 0.25 ? 'unreadable' : 'denied';
  }
  if ((words.length >= 2 && english === 0) || /[^\p{Script=Latin}\p{N}\p{P}\p{S}\s]/u.test(text))
    return 'unreadable';
  return 'other';
}

/** Words in client speech that may carry risk even when no pattern above reads them: shown for review. */
export const POSSIBLE_RISK =
  /\b(?:die|dying|dead|death|kill|killing|end\s+it|ending\s+it|disappear|gone\s+for\s+good|give\s+up|giving\s+up|no\s+way\s+out|trapped|can't\s+escape|pills|tablets|overdose|bridge|jump|gun|knife|blade|razor|rope|hurt|harm|bleed|bleeding|scars?|goodbye|burden|revenge|snap|lose\s+it|lost\s+it|explode|rage|weapon|hit\s+(?:him|her|them))\b/i;
/** Idioms and medical talk that look like risk words but are not: "this commute is killing me". */
/** An accident, not self-harm: "I cut myself shaving", "burnt myself on the oven". */
export const ACCIDENT =
  /\b(?:cut|cuts|burn|burnt|burned|hurt|injured|scratched)\s+(?:myself|himself|herself)\s+(?:badly\s+|again\s+)?(?:shaving|cooking|chopping|on\s+(?:the|a|some|my)|by\s+accident|accidentally|at\s+work|in\s+the\s+(?:kitchen|garden|gym)|ironing|gardening|playing|lifting|skiing|running|falling|when\s+i\s+(?:fell|slipped|tripped))/i;

export const IDIOM =
  /\b(?:(?:lucky|luck)\s+(?:i|that\s+i)\s+didn't\s+kill\s+myself|nearly\s+killed\s+myself\s+(?:laughing|on|falling|tripping)|killing\s+me|kills\s+me|killed\s+me|dying\s+(?:to|for)|dead\s+(?:tired|on|end|set|serious|easy|good|ahead|last)|drop\s+dead\s+gorgeous|kill\s+(?:time|for\s+a)|murder\s+(?:a|for\s+a)|to\s+die\s+for|scared\s+to\s+death|bored\s+to\s+death|worried\s+to\s+death|dead\s+battery|dead\s+phone|my\s+(?:\w+\s+)?(?:feet|back|knees?|head|legs?)\s+(?:is|are)\s+killing|i\s+could\s+(?:murder|kill)\s+(?:a|for|some)|over\s+my\s+dead\s+body|dying\s+of\s+(?:laughter|embarrassment)|i\s+nearly\s+died|killer\s+(?:headache|migraine)|(?:heart|panic)\s+attack|thought\s+i\s+was\s+(?:dying|going\s+to\s+die|having)|feel\s+like\s+i'm\s+dying|going\s+to\s+die\s+(?:of|from)|die\s+of\s+(?:embarrassment|shame)|hurt\s+(?:my|his|her)\s+(?:back|knee|leg|arm|shoulder|feelings|wrist|ankle|neck)|harm\s+reduction|do\s+no\s+harm|it\s+hurts|hurts\s+(?:when|to|a\s+lot)|blood\s+(?:test|pressure|sugar|work))\b/i;
