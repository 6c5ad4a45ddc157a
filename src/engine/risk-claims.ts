import type { RiskStatus } from '../contract/generation';
import {
  ABBREVIATIONS,
  AREA_WORDS,
  DISCLOSURES,
  HEADED_DENIAL,
  HISTORICAL,
  HYPOTHETICAL,
  LIST_DENIAL,
  LIST_END,
  NEGATOR,
  RECENT,
  RISK_AREAS,
  normaliseSpeech,
  toFirstPerson,
  type RiskArea,
} from './risk-language';
import { RISK_MODEL_THRESHOLDS, scoreRiskText } from './risk-model';

/**
 * Risk claims in written prose: what a sentence of a note or summary says about each risk area, read with the risk
 * screen's own wording (its disclosure patterns, area words, abbreviations, denial lists and negators, and the risk
 * classifier for paraphrase), plus the clinical register a note is written in ("negative for SI", "SI/HI: denies",
 * "contracted for safety", "risk assessed as minimal"). It reads prose *about* a session, not the session itself:
 * the risk screen (risk.ts) decides each area's status from the transcript; this says what a written text claims, so
 * the two can be compared ({@link claimAgrees}).
 *
 * Recall first, like the screen: a mention of an area that is not negated, not about someone else, not in the past
 * and not a plan for later reads as a disclosure; anything that plays risk down ("low risk", "is safe", "no
 * concerns", "future-oriented") reads as a denial.
 */

/** `assessed`: the area was raised or screened, with no outcome given ("SI was explored"). */
export type ClaimStatus = RiskStatus | 'assessed';

export type RiskClaim = {
  /** `null`: risk in general ("Overall risk low", "the client is safe"). */
  area: RiskArea | null;
  status: ClaimStatus;
  /** The denial plays risk down ("minimal risk", "safe", "no concerns") rather than reporting what was said. */
  minimised: boolean;
  /**
   * A disclosure in words that say so ("disclosed", "reports", "passive SI", "thoughts of", "cutting"), not only a
   * mention of the area that no denial wording was found around. Only these state a present risk.
   */
  explicit: boolean;
  /** Which sentence of the text it is in, counting from 0. */
  sentence: number;
  /** The clause it was read from, as written. */
  clause: string;
};

export type RiskStatuses = Record<RiskArea, RiskStatus>;

type Mention = { areas: RiskArea[]; start: number; end: number };

const SELF = String.raw`(?:him|her|them|my|your|one)sel(?:f|ves)`;
const OTHERS = String.raw`(?:others|other\s+people|anyone|anybody|someone|somebody|another\s+person|people)`;
const ALL_AREAS: RiskArea[] = [...RISK_AREAS];

/**
 * Area words of the written register that the screen's own lists (which read speech) leave out. The screen's
 * disclosure patterns, area words and abbreviations are read first; these add note shorthand and other languages.
 */
const CLAIM_AREA_WORDS: { areas: RiskArea[]; re: RegExp }[] = [
  {
    areas: ALL_AREAS,
    re: new RegExp(
      String.raw`\b(?:harm|danger|threat|risk)\w*\s+to\s+(?:self|${SELF})\s*(?:,|and|or|nor|\/|&)\s*(?:to\s+)?others\b|\bself\s*(?:or|and|\/|&)\s*others\b|\bDTS\s*\/\s*DTO\b`,
      'gi',
    ),
  },
  {
    areas: ['suicidal', 'selfHarm'],
    re: new RegExp(
      String.raw`\b(?:danger|harm|threat)\w*\s+to\s+(?:self|${SELF})\b|\bDTS\b|\beigengef(?:ä|ae|a)hrd\w*|\bself[-\s]?destruct\w*`,
      'gi',
    ),
  },
  {
    areas: ['suicidal'],
    re: new RegExp(
      String.raw`\bsuicid\w*|\bsuizid\w*|\bS\/I\b|\b(?:end|ends|ending|ended|take|takes|taking|took|taken)\s+(?:his|her|their|one's|my)\s+(?:own\s+)?life\b|\b(?:kill|kills|killing|killed|off|offing|hang|hanging)\s+${SELF}|\b(?:wish|wishes|wished|want|wants|wanted|wanting|desire|desires|longing|urges?)\s+(?:\w+\s+)?(?:to\s+)?(?:die|be\s+dead|not\s+(?:be\s+)?(?:alive|here|wake\s+up))\b|\bdeath\s+wish\w*|\bpassive\s+death|\bthoughts?\s+(?:of|about)\s+(?:death|dying|being\s+dead|not\s+being\s+alive)|\blife\s+(?:is\s+|was\s+)?not\s+worth\s+living|\b(?:reasons?|nothing)\s+to\s+live\s+for|\bbetter\s+off\s+(?:dead|without\s+(?:her|him|them|me))|\bc-?ssrs\b|\bcolumbia\s+(?:scale|screen|protocol|suicide)|\bASQ\b|\bphq-?9\s+item\s+9\b|\bitem\s+9\b|\bSAD\s*PERSONS\b|\bsbq-?r\b|\boverdos\w*|\bsui\b`,
      'gi',
    ),
  },
  {
    areas: ['selfHarm'],
    re: new RegExp(
      String.raw`\bself[-\s]?(?:harm\w*|injur\w*|mutilat\w*|inflict\w*|cut\w*|hurt\w*)|\b(?:harm|harms|harmed|harming|hurt|hurts|hurting|injure|injures|injured|injuring|cut|cuts|cutting|burn|burns|burning|burnt|burned)\s+${SELF}|\bs\/h\b|\bautolesi\w*|\bauto-?mutila\w*|\bselbstverletz\w*`,
      'gi',
    ),
  },
  {
    areas: ['harmToOthers'],
    re: new RegExp(
      String.raw`\bhomicid\w*|\bH\/I\b|\b(?:harm|harms|harmed|harming|hurt|hurts|hurting|kill|kills|killing|injure|injuring|attack|attacking|assault|assaulting)\s+(?:to\s+)?${OTHERS}\b|\b(?:harm|danger|threat|risk)\w*\s+to\s+(?:others|other\s+people|the\s+public|(?:his|her|their)\s+(?:partner|family|children|kids))\b|\b(?:harm|hurt|injur|kill|danger|threat)\w*\s+(?:\w+\s+){0,3}(?:or|and|nor)\s+(?:to\s+)?(?:anyone|anybody|someone|somebody|others|other\s+people)(?:\s+else)?\b|\bDTO\b|\bviolen\w*|\baggress\w*|\bheteroagres\w*|\bfremdgef(?:ä|ae|a)hrd\w*`,
      'gi',
    ),
  },
];

/** "risk" about safety: not "risk factors", not a screen's name, not the risk of a relapse. */
const RISK_WORD = String.raw`risk\b(?!\s*factors?|\s+(?:of|for)\s+(?:relapse|recurrence|burnout|drop-?out|non-?adherence|weight|falls?|diabetes|heart|infection|losing|job|eviction))`;
const RISK_QUALIFIER = String.raw`(?:current|acute|immediate|imminent|overall|suicide|suicidal|self-?harm|harm|homicide|homicidal|violence|chronic|short-term|long-term|foreseeable|static|dynamic|apparent|estimated|assessed|clinical|general|ongoing|future|present|safety|further|significant|real|actual|any)`;

/** Words that are about risk in general; they carry a claim only with a level, a denial or an assessment. */
const GENERIC = new RegExp(String.raw`\b(?:${RISK_WORD}|safe|safety|danger\w*|unsafe)\b`, 'i');

/** Playing risk down, in words that are about risk themselves: read as a denial of the areas named, or of all. */
const MINIMISING = new RegExp(
  [
    String.raw`\b(?:low|lower|minimal|minimum|negligible|nil|no|little|limited|remote|modest|mild|very\s+low|reduced|insignificant)\s+(?:${RISK_QUALIFIER}\s+){0,3}(?:${RISK_WORD}(?!\s+(?:screen\w*|assessment|questions?|enquiry|inquiry|tool))|danger|threat)`,
    String.raw`\b${RISK_WORD}(?:\s+(?:of|for|to)\s+(?:[\w-]+\s+){0,3}?[\w-]+)?\s*(?:${RISK_QUALIFIER}\s+)?(?:(?:assessment|screen(?:ing)?|level|rating|score|formulation)\s*)?(?:(?:is|was|are|were|remains?|appears?|seems?|considered|judged|deemed|assessed|rated|estimated|felt|thought|found|to\s+be|as|of|at|currently|:|=|-|–|—)\s*){0,4}(?:very\s+)?(?:low|minimal|negligible|nil|none|remote|unlikely|absent|reassuring|not\s+(?:elevated|significant|high|raised|increased|a\s+concern)|unremarkable|clear|negative|managed|contained|mitigated)\b`,
    String.raw`\b(?:not|never|isn't|wasn't|no\s+longer)\s+(?:\w+\s+){0,2}?(?:at\s+(?:\w+\s+)?risk|a\s+(?:\w+\s+)?(?:risk|danger|threat)|dangerous|in\s+danger)\b`,
    String.raw`\bposes?\s+(?:no|little|minimal)\s+(?:\w+\s+)?(?:risk|threat|danger)\b`,
    String.raw`\b(?:is|was|are|were|appears?|appeared|seems?|seemed|remains?|remained|deemed|considered|judged|assessed\s+as|felt\s+to\s+be|found\s+to\s+be|presents?\s+as|presented\s+as|currently|now)\s+(?:(?!not\b|never\b)\w+\s+){0,3}?(?:safe|not\s+unsafe)\b(?!\s+(?:from|with|to\s+(?:talk|speak|say)))`,
    String.raw`\bsafe\s+(?:to|for)\s+(?:discharge|go\s+home|return|leave|be\s+discharged|continue)\b|\b(?:feels?|feeling|felt|verbali[sz]e[sd]?|verbali[sz]ing|reports?|reported|states?|stated|endorses?|endorsed)\s+(?:\w+\s+)?(?:safe|safety)\b(?!\s+(?:enough|to\s+(?:talk|speak|say|share|open|discuss)|with\s+(?:me|the\s+(?:therapist|clinician))|in\s+(?:the\s+)?(?:session|room|therapy)))|\bsafe\s+at\s+(?:this\s+time|present|the\s+moment|the\s+end)\b|(?:^|[,;:]\s*)safe\s*[.,;!]?\s*$|\bsafe\s*[,;]\s*(?:future|no\b)`,
    String.raw`\b(?:contract(?:s|ed|ing)?\s+for\s+safety|safety\s+contract|no[-\s]harm\s+(?:contract|agreement)|(?:able|agreed|willing|committed|commits|promised)\s+to\s+(?:keep\s+(?:\w+\s+)?safe|stay\s+safe|remain\s+safe|contract))`,
    String.raw`\bfuture[-\s]?(?:oriented|orientated|focused|focussed|minded)\b`,
    String.raw`\bno\s+(?:\w+\s+){0,2}?(?:safety|risk)\s+(?:concerns?|issues?|problems?|indicators?|flags?)\b`,
    String.raw`\bno\s+(?:current\s+|acute\s+|immediate\s+|imminent\s+|significant\s+|active\s+|further\s+|major\s+|clinical\s+|apparent\s+|particular\s+|obvious\s+)*concerns?\b(?!\s+(?:about|regarding|re|with|over|around|for)\s+(?!(?:her|his|their|the\s+client's)?\s*(?:safety|risk|wellbeing|life)))`,
    String.raw`\bno\s+(?:\w+\s+)?(?:indicat\w+|signs?|evidence|red\s+flags?|warning\s+signs?)\s+(?:of\s+)?(?:\w+\s+){0,2}?(?:risk|danger|concern|safety)\b|\bno\s+(?:red|warning)\s+(?:flags?|signs?)\b`,
    String.raw`\b(?:risk|safety|suicide|suicid\w*)\s+(?:\w+\s+){0,2}?(?:screen\w*|assessment|check|questions?)\s+(?:was\s+|were\s+|is\s+)?(?:negative|clear|unremarkable|reassuring|normal|nil|passed|fine)\b|\b(?:negative|clear|unremarkable|reassuring|normal)\s+(?:\w+\s+)?(?:risk|safety|suicide|c-?ssrs|columbia|asq|phq-?9)\b`,
    String.raw`\b(?:den(?:y|ies|ied|ying)|negative\s+for|no)\s+(?:any\s+|all\s+)?(?:\w+\s+)?(?:risks?\b(?!\s*factors?|\s+(?:screen\w*|assessment|questions?|enquiry|inquiry|tool))|safety\s+(?:concerns?|issues?))|\ball\s+(?:\w+\s+)?risk\s+(?:areas?|domains?|items?|questions?)\s+(?:were\s+|was\s+)?(?:denied|negative|clear)`,
    String.raw`\b(?:low|minimal)\s+lethality\b`,
    // What a clinician cites against suicide risk, offered as the finding: "wants to live", "a lot to live for".
    String.raw`^(?!.*\b(?:protective|strengths?)\b).*(?:\bwants?\s+to\s+(?:live|stay\s+alive|be\s+here)\b|\breasons?\s+(?:to|for)\s+liv(?:e|ing)\b|\b(?:a\s+lot|much|everything|so\s+much|plenty)\s+to\s+live\s+for\b|\b(?:no|little)\s+(?:interest|desire|wish)\s+in\s+(?:dying|death|being\s+dead)\b)`,
  ].join('|'),
  'i',
);

/** Playing down in words that say nothing of risk alone ("not needed", "fine"): read so only beside risk. */
const MINIMISING_IN_CONTEXT = new RegExp(
  [
    String.raw`\b(?:no|not)\s+(?:\w+\s+){0,4}?(?:needed|required|necessary|indicated|warranted)\b|\bno\s+need\s+(?:for|to)\b|\bdoes\s+not\s+(?:need|require)\b`,
    String.raw`\breassuring\b|\bnot\s+(?:of\s+)?(?:clinical\s+)?concern(?:ing)?\b`,
    String.raw`\b(?:is|was|are|were|feels?|felt|feeling|seems?|seemed|appears?|appeared|doing)\s+(?:(?!not\b|never\b)\w+\s+){0,2}?(?:fine|okay|ok|alright|all\s+right|well|stable)\b`,
    String.raw`\b(?:appears?|seems?|is|was|remains?|deemed|considered|judged|assessed\s+as|rated(?:\s+as)?|felt\s+to\s+be|likely|estimated\s+as)\s+(?:very\s+)?(?:low|minimal|negligible|nil|remote)\b`,
  ].join('|'),
  'i',
);

/** A risk taken back or explained away ("she was only joking", "resolved"): denies the areas last named. */
const TAKEN_BACK = new RegExp(
  [
    String.raw`\b(?:resolved|in\s+remission|no\s+longer\s+(?:present|active|an?\s+(?:issue|concern|risk)))\b|\bthing\s+of\s+the\s+past\b|\bbehind\s+(?:her|him|them)\s+now\b|\bminimi[sz]ed\b|\breassured\b`,
    String.raw`\bprotective\s+factors\s+(?:outweigh|out-?weigh|mitigate)|\bunlikely\s+to\s+(?:act|harm|hurt|kill|attempt|be\s+a\s+danger)\b|\bno\s+(?:intent|intention|plan)\s+to\s+act\b|\bwould\s+(?:never|not)\s+act\s+on\b`,
    String.raw`\b(?:laughed|brushed|shrugged)\s+(?:it|this|that|them)?\s*off\b|\b(?:was|were|is|being)\s+(?:only\s+|just\s+)?(?:joking|a\s+joke|kidding|a\s+figure\s+of\s+speech|venting|exaggerating|dramatic)\b|\b(?:did\s+not|didn't|does\s+not|doesn't)\s+(?:really\s+)?mean\s+(?:it|this|that)\b|\bnot\s+(?:serious|meant\s+(?:literally|seriously))\b|\b(?:retracted|took\s+(?:it|this|that)\s+back|walked\s+(?:it|this|that)\s+back)\b`,
  ].join('|'),
  'i',
);

/** A clear denial word somewhere in a clause ("as she denied any such thoughts"). */
const STRONG_DENIAL =
  /\b(?:den(?:y|ies|ied|ying)|did\s+not\s+endorse|does\s+not\s+endorse|didn't\s+endorse|doesn't\s+endorse|negative\s+for|no\s+(?:such\s+)?(?:thoughts|urges|intent|plans?|ideation|history|evidence)|never\s+(?:had|has|have|thought|felt|would|will)|would\s+never|rules?\s+out|ruled\s+out|not\s+(?:suicidal|homicidal))\b/i;
const NOT_A_DENIAL =
  /\b(?:neither|nor|not|n't|without|or)\s+(?:\w+\s+)?(?:confirm\w*|den(?:y|ies|ied|ying))\b(?:\s+(?:n?or|and)\s+(?:confirm\w*|den(?:y|ies|ied|ying)))?/gi;

/** The question was raised and not answered. */
const ASKED_NOT_ANSWERED =
  /\b(?:did\s+not|didn't|would\s+not|wouldn't|could\s+not|couldn't|declined\s+to|refused\s+to|unwilling\s+to|reluctant\s+to|chose\s+not\s+to|was\s+unable\s+to|were\s+unable\s+to|unable\s+to|failed\s+to)\s+(?:\w+\s+)?(?:answer|respond|reply|say|discuss|elaborate|engage|talk|give\s+an\s+answer|commit)|\b(?:not|never|un|left\s+un)-?\s*answered\b|\bno\s+(?:clear\s+|direct\s+|definite\s+|meaningful\s+)?(?:answer|response|reply)\b|\bdeflect\w*|\bavoid\w*\s+(?:the\s+|this\s+|that\s+)?(?:question|topic|subject|answering)|\bchanged\s+the\s+subject|\bevasive\b|\bnon-?committal\b|\bequivocal\b|\bneither\s+confirm\w*\s+nor\s+den\w*|\banswer\s+(?:was\s+)?(?:unclear|not\s+given|inaudible|unreadable|incomplete)|\b(?:declined|refused)\b/i;

/** The area was not raised: no outcome is claimed. */
const NOT_ASSESSED =
  /\bnot\s+(?:yet\s+|been\s+|formally\s+|specifically\s+|directly\s+|fully\s+|explicitly\s+|separately\s+)*(?:assessed|asked|discussed|explored|screened|addressed|raised|evaluated|covered|enquired|inquired|examined|broached|elicited|completed|done|conducted|reviewed|mentioned|talked\s+about|brought\s+up)\b|\bun(?:assessed|screened|explored|addressed|known|clear)\b|\bno\s+(?:formal\s+|structured\s+|specific\s+|direct\s+)?(?:risk\s+|suicide\s+|safety\s+)?(?:screen(?:ing)?|assessment|enquiry|inquiry|questions?)\s+(?:was\s+|were\s+|has\s+been\s+)?(?:completed|done|conducted|performed|carried\s+out|made|asked|possible|undertaken)|\b(?:did\s+not|didn't|was\s+not|wasn't|were\s+not|weren't|has\s+not|hasn't|have\s+not|never)\s+(?:been\s+)?(?:assess|ask|screen|explore|discuss|address|enquire|inquire|raise|come\s+up|came\s+up|part\s+of|covered)\w*|\bremains?\s+(?:unknown|unassessed|to\s+be\s+assessed|unclear)\b|\bcannot\s+be\s+(?:assessed|determined|ruled\s+out)|\binsufficient\s+information\b|\bnot\s+part\s+of\b/i;

/** A plan for later, or wording flagged for the clinician: no status is claimed. */
const FOR_LATER =
  /^(?:(?:please|continue\s+to|plan\s+to|recommend(?:ed)?(?:\s+to)?|consider(?:ing)?|will|to|should|need\s+to|needs\s+to|we\s+will|clinician\s+to|and)\s+)*(?:complete|conduct|assess|reassess|re-assess|screen|rescreen|re-screen|monitor|review|revisit|return\s+to|follow\s+up|explore|ask|enquire|inquire|update|develop|create|establish|discuss|provide|offer|continue|check|administer|use|obtain|revise|keep|repeat|ensure|prioriti[sz]e|address|clarify|complete|share|agree|plan|schedule|arrange|refer|confirm)\b|\b(?:at\s+(?:the\s+)?next\s+(?:session|appointment|visit|contact)|next\s+session|going\s+forward|in\s+future\s+sessions|(?:is|are)\s+recommended|should\s+be|needs?\s+to\s+be|to\s+be\s+(?:re-?)?(?:assessed|screened|explored|reviewed|discussed|completed|asked|revisited)|will\s+be|recommend(?:ed|s)?|possible\s+risk\s+language|for\s+(?:clinician\s+)?review|crisis\s+(?:line|number|team|contacts?|resources?)|hotline|helpline|psychoeducation|safety\s+plan(?:ning)?\b(?!\s+(?:not|no)))/i;

/** Raised or screened, with no outcome given. */
const ASSESSED =
  /\b(?:assessed|screened|explored|asked\s+about|asked|enquired|inquired|evaluated|reviewed|discussed|queried|questioned|examined|addressed|covered|administered|completed|conducted|performed|carried\s+out|elicited)\b/i;

/** A level that means some risk is there. */
const RAISED_LEVEL =
  /\b(?:moderate|high|elevated|significant|serious|severe|imminent|considerable|increased|heightened|acute|raised|substantial)\s+(?:\w+\s+){0,2}?risk\b|\brisk\s+(?:\w+\s+)?(?:level\s*)?(?:(?:is|was|remains|appears|seems|:|=|-|assessed\s+as|rated\s+as|rated|considered|judged|deemed)\s*){0,3}(?:moderate|high|elevated|significant|serious|severe|imminent|raised|increased)\b|\bat\s+(?:\w+\s+)?risk\b|\bunsafe\b|\bin\s+danger\b|\bdanger\s+to\b/i;

/** A denial that points back at the areas just named: "She denied this.", "None currently.", "No such thoughts." */
const ANAPHORIC_DENIAL =
  /^(?:(?:the\s+)?(?:client|patient|pt|she|he|they)\s+)?(?:(?:also|again|then|subsequently|firmly|clearly|consistently|flatly|strongly|explicitly|currently|now|later|both|all)\s+)*(?:den(?:y|ies|ied|ying)|did\s+not\s+endorse|does\s+not\s+endorse|said\s+no|says\s+no|answered\s+no|responded\s+no|reported\s+none|no|none|never|negative|neg|absent|nil|not\s+currently|not\s+now|not\s+at\s+present)\b(?:\s+(?:any|all|such|these|those|this|that|it|them|thoughts?|urges?|ideas?|ideation|feelings?|intent|intentions?|plans?|of|the|above|same|so|kind|sort|like|currently|now|at|present|this\s+time|today|reported|endorsed|either|both|either\s+one|whatsoever|whatever|at\s+all|thereof))*\s*[.!]?$/i;

/** A denial after the areas that points back at them: "SI was explored and she denied it." */
const DENIED_BACK =
  /\b(?:den(?:y|ies|ied|ying)|did\s+not\s+endorse|does\s+not\s+endorse|didn't\s+endorse|doesn't\s+endorse|ruled\s+out|said\s+no|answered\s+no|responded\s+no|replied\s+no|negative|absent|none|nil|unremarkable)\b(?:\s+(?:it|this|these|them|that|those|any|all|such|so|both|either|thoughts?|urges?|ideation|feelings?|firmly|clearly|outright|completely|entirely|again|too|as\s+well))*\s*(?:[.!,;]|$)/i;

/** Words that state a disclosure, beside an area: what a present risk must be written with. */
const DISCLOSED =
  /\b(?:disclos\w*|report\w*|endors\w*|express\w*|describ\w*|admit\w*|acknowledg\w*|voic\w*|stat(?:ed|es|ing)|said|says|told|shared|spoke|talked|mentioned|revealed|confirmed|present|positive|ongoing|current(?:ly)?|active|passive|recent(?:ly)?|intermittent|fleeting|frequent|daily|nightly|most\s+(?:days|nights)|has|have|had|having|with|experienc\w*|continu\w*|persist\w*|increas\w*|worsen\w*|emerg\w*|noted|evident|identified|elicited|thoughts?|thinking|urges?|ideation|plans?|intent|cutting|cuts?|burn\w*|wish\w*|wants?|wanted|moderate|high|elevated)\b/i;

/** The area is the subject of a negated verb: "suicidal thoughts have not recurred", "self-harm: she doesn't anymore". */
const NEGATED_LATER =
  /^(?:(?!\b(?:can't|cannot|couldn't|could\s+not|not\s+only)\b)[^.;])*?(?:\bn't\b|n't\b|\bnot\b|\bnever\b|\bno\s+longer\b|\banymore\b|\bany\s+more\b)(?!\s+(?:\w+\s+)?(?:acted|act|acting)\s+(?:on|upon)\b)/i;

/** A boundary that a negation before a mention does not reach across. */
const NEGATION_BOUNDARY =
  /[,;()]|\b(?:but|however|although|though|whereas|yet|except|because|while|and\s+then)\b|\b(?:reports|reported|endorses|endorsed|admits|admitted|disclosed|discloses|describes|described|expresses|expressed|acknowledges|acknowledged|states|stated|voices|voiced|confirms|confirmed)\b|\band\s+(?:(?:she|he|they|the\s+client|the\s+patient)\s+)?(?:has|have|had|is|was|reports?|reported|describes?|described|expresses?|expressed|endorses?|endorsed|admits?|admitted|discloses?|disclosed|voices?|voiced|feels?|felt|thinks|thought)\b/gi;
const NOT_NEGATING =
  /\b(?:no\s+one|nobody|no\s+matter|not\s+only|not\s+sure|no\s+idea|no\s+way\s+out|no\s+reason\s+to\s+live|no\s+point|nothing\s+to\s+live)\b/i;
const MORE_NEGATORS =
  /\b(?:nil|negative|neg|laughed\s+off|brushed\s+off|scoffed\s+at|dismissed|rejected|refuted|disavowed|nothing\s+(?:\w+\s+)?(?:suggest\w*|indicat\w*|points?)|ruled?\s+out|rules\s+out|excluded|absence\s+of|lack\s+of|no\s+evidence\s+of|no\s+indication\s+of|no\s+signs?\s+of|denial\s+of|free\s+from|niega|negó|nega|negou|sin|sans|aucune?|pas|keine?[nrms]?|kein|verneint|nessun[oa]?|ni|nie|nunca|jamais|nie|niemals)\b|[Øø∅]/i;
/** A denial straight after the areas: "SI/HI: denies", "suicidal ideation was denied", "SI (-)", "SI neg". */
const DENIAL_AFTER =
  /^\s*(?:(?:was|were|is|are|has\s+been|have\s+been|has|have|had|remains?|remained|appears?|appeared|seems?|seemed|also|again|both|all|each|explicitly|clearly|firmly|consistently|flatly|strongly|specifically|currently|reportedly|any|administered|completed|screen(?:ed|ing)?|scored?|results?|resulted\s+in|came\s+back|returned|answered|responded|questions?|items?|was\s+answered)\s*[:,]?\s+)*(?:[:=\-–—]\s*|\(\s*)?(?:den(?:ied|ies|y|ying)\b|absent\b|negative\b|neg\b|-ve\b|nil\b|none\b|no(?=\s*(?:$|[,.;)]))|not\s+(?:\w+\s+)?(?:endorsed|reported|present|elicited|expressed|voiced|evident|indicated|identified|apparent|described|disclosed|acknowledged|current|active|noted|observed|suspected|a\s+concern|an\s+issue|an\s+active\s+concern)\b|resolved\b|ceased\b|stopped\b|discontinued\b|(?:gone|went)\s+away\b|subsided\b|passed\b|abated\b|faded\b|disappeared\b|lifted\b|eased\b|remitted\b|ruled\s+out\b|unlikely\b|verneint\b|negad[oa]s?\b|negativ\b|-(?=\s*(?:$|[,.;)/]))|−|\(\s*-\s*\)|0\b|x\b)/i;
/** What may sit between two area words of one list: "SI, SH or HI", "suicidal ideation and self-harm". */
const LIST_GAP =
  /^(?:[\s,/&+]|\b(?:and|or|nor|any|active|passive|current|recent|thoughts?|of|ideation|urges?|intent|intentions?|plans?|behaviou?rs?)\b)*$/i;
const QUALIFIERS =
  /^(?:\s*(?:ideation|thoughts?|urges?|intent|intentions?|plans?|behaviou?rs?|risk|thinking|impulses?|acts?|feelings?|(?:towards?|to|against)\s+(?:self|others|anyone|(?:him|her|them)sel(?:f|ves))))+/i;

const RELATION = String.raw`(?:mother|mom|mum|father|dad|parents?|sister|brother|sibling|wife|husband|partner|spouse|girlfriend|boyfriend|son|daughter|child|children|kids?|friend|friends|grandmother|grandfather|grandparent|aunt|uncle|cousin|boss|colleague|coworker|roommate|flatmate|neighbou?r|ex|ex-partner|ex-husband|ex-wife|stepfather|stepmother|relative|peer|classmate)`;
const OTHER_PERSON = new RegExp(
  String.raw`\b(?:her|his|their|a|an|one|the\s+client's|client's|patient's|pt's)\s+(?:\w+\s+)?${RELATION}'?s?\b(?![^,;]{0,40}\b(?:she|he|the\s+client|the\s+patient)\b)[^;]*$|\bdomestic\s+violence\b|\bvictim\b|\bviolence\s+(?:from|by|at\s+the\s+hands|against\s+(?:her|him|them))\b`,
  'i',
);

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Sentences of written prose: after . ! or ? followed by a space, and at line breaks. */
export function proseSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])["”’)]?\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}

/** Clauses of one sentence: semicolon parts, and parts joined by "but", "while", "although", "whereas", ... */
export function clausesOf(sentence: string): string[] {
  return sentence
    .split(/;|,?\s+\b(?:but|however|although|though|whereas|while|except\s+that|yet)\b\s*/i)
    .map((clause) => clause.trim())
    .filter((clause) => /[\p{L}\p{N}]/u.test(clause));
}

function findMentions(text: string): Mention[] {
  const mentions: Mention[] = [];
  const add = (areas: RiskArea[], start: number, end: number) => mentions.push({ areas, start, end });
  for (const area of RISK_AREAS) {
    // "Possible" wording ("can't go on", "said goodbye") is for review in a session and claims nothing in a note.
    for (const { re, kind } of DISCLOSURES[area]) {
      if (kind === 'possible') continue;
      const match = re.exec(text);
      if (match) add([area], match.index, match.index + match[0].length);
    }
    for (const re of [AREA_WORDS[area], ABBREVIATIONS[area]]) {
      for (const match of text.matchAll(new RegExp(re.source, `${re.flags.replace('g', '')}g`)))
        add([area], match.index, match.index + match[0].length);
    }
  }
  // Lowercase shorthand ("no si/hi") only beside another abbreviation, as the screen reads it: "si" alone is Spanish.
  if (/\b(?:si|hi|sh)\s*(?:\/|,|or|and|nor)\s*(?:si|hi|sh|avh)\b/i.test(text))
    for (const area of RISK_AREAS)
      for (const match of text.matchAll(new RegExp(ABBREVIATIONS[area].source, 'gi')))
        add([area], match.index, match.index + match[0].length);
  for (const { areas, re } of CLAIM_AREA_WORDS)
    for (const match of text.matchAll(re)) add(areas, match.index, match.index + match[0].length);
  return mentions.sort((a, b) => a.start - b.start || b.end - a.end);
}

function isNegatedBefore(text: string, at: number): boolean {
  let from = 0;
  for (const match of text.slice(0, at).matchAll(NEGATION_BOUNDARY)) from = match.index + match[0].length;
  const prefix = text.slice(from, at);
  const near = (prefix.match(/[\p{L}'Øø∅]+/gu) ?? []).slice(-10).join(' ');
  if (!near || NOT_NEGATING.test(near)) return false;
  return NEGATOR.test(near) || MORE_NEGATORS.test(near);
}

/** The start of the list the mention at `index` belongs to: "Nil SI, HI" reads HI's negation from before SI. */
function listStart(text: string, mentions: Mention[], index: number): number {
  let start = mentions[index]?.start ?? 0;
  for (let i = index - 1; i >= 0; i--) {
    const previous = mentions[i];
    if (!previous) break;
    if (previous.end > start) {
      start = Math.min(start, previous.start);
      continue;
    }
    if (!LIST_GAP.test(text.slice(previous.end, start))) break;
    start = previous.start;
  }
  return start;
}

/** The end of the list the mention at `index` belongs to: "SI, HI or SH: denied" reads on from SH. */
function listEnd(text: string, mentions: Mention[], index: number): number {
  let end = mentions[index]?.end ?? 0;
  for (const next of mentions.slice(index + 1)) {
    if (next.start < end) {
      end = Math.max(end, next.end);
      continue;
    }
    if (!LIST_GAP.test(text.slice(end, next.start))) break;
    end = next.end;
  }
  return end;
}

function isNegatedAfter(text: string, end: number): boolean {
  const rest = text.slice(end).replace(QUALIFIERS, '');
  return DENIAL_AFTER.test(rest);
}

function inDenialList(text: string, at: number): boolean {
  for (const match of text.matchAll(LIST_DENIAL)) {
    const from = match.index + match[0].length;
    if (from > at) break;
    const rest = text.slice(from);
    const stop = LIST_END.exec(rest);
    const to = from + (stop ? stop.index : rest.length);
    // The list the area opens starts within a few words of the denial: "denies thoughts of harm to self, suicide…".
    const gap = text.slice(from, at);
    if (at < to && to - from <= 160 && !/[,;]/.test(gap) && gap.split(/\s+/).filter(Boolean).length <= 5)
      return true;
  }
  return false;
}

type Read = { area: RiskArea | null; status: ClaimStatus; minimised: boolean; explicit: boolean };

/** What came before a clause in the same text: the areas last named, and whether risk is the topic. */
type Context = {
  areas: RiskArea[];
  /** The text is about risk as a whole (a summary's risk assessment). */
  aboutRisk: boolean;
  /** Risk words came earlier in this text, or earlier in this sentence. */
  riskSeen: boolean;
  sentenceRisk: boolean;
};

/** What one clause claims. */
function readClause(raw: string, context: Context): { reads: Read[]; context: Context } {
  const text = normaliseSpeech(collapse(raw.replace(/[’‘]/g, "'").replace(/[“”]/g, '"')));
  const views = [text, toFirstPerson(text)];
  // The first-person reading only adds areas the text itself does not name: it never contradicts the text's reading.
  const own = findMentions(text);
  const ownAreas = new Set(own.flatMap((m) => m.areas));
  const byView = [
    own,
    findMentions(views[1] ?? text)
      .map((m) => ({ ...m, areas: m.areas.filter((area) => !ownAreas.has(area)) }))
      .filter((m) => m.areas.length > 0),
  ];
  let areas = [...new Set(byView.flat().flatMap((m) => m.areas))];
  const generic = GENERIC.test(text);
  const next: Context = {
    areas: areas.length > 0 ? areas : context.areas,
    aboutRisk: context.aboutRisk,
    riskSeen: context.riskSeen || generic || areas.length > 0,
    sentenceRisk: context.sentenceRisk || generic || areas.length > 0,
  };

  const reads: Read[] = [];
  const claimAll = (status: ClaimStatus, minimised = false, on = areas) => {
    if (on.length === 0) reads.push({ area: null, status, minimised, explicit: false });
    for (const area of on) reads.push({ area, status, minimised, explicit: false });
  };

  const inContext = MINIMISING_IN_CONTEXT.test(text) || TAKEN_BACK.test(text);
  if (MINIMISING.test(text) || (inContext && (generic || areas.length > 0))) {
    claimAll('denied', true);
    return { reads, context: next };
  }
  if (areas.length === 0 && !generic) {
    if ((context.areas.length > 0 || context.aboutRisk) && ANAPHORIC_DENIAL.test(text)) {
      claimAll('denied', false, context.areas);
      return { reads, context };
    }
    if (
      (TAKEN_BACK.test(text) && (context.riskSeen || context.aboutRisk)) ||
      (MINIMISING_IN_CONTEXT.test(text) && (context.aboutRisk || context.sentenceRisk))
    ) {
      claimAll('denied', true, context.areas);
      return { reads, context };
    }
    // Paraphrase the patterns miss: the risk classifier's reading, at the score it counts as a disclosure.
    if (text.split(/\s+/).length >= 4 && !FOR_LATER.test(text)) {
      const scores = scoreRiskText(text);
      areas = RISK_AREAS.filter((area) => scores[area] >= RISK_MODEL_THRESHOLDS.present);
      if (areas.length > 0) {
        const opening = text.split(/\s+/).slice(0, 6).join(' ');
        claimAll(NEGATOR.test(opening) || MORE_NEGATORS.test(opening) ? 'denied' : 'present');
        return { reads, context: { ...context, areas, riskSeen: true, sentenceRisk: true } };
      }
    }
    return { reads, context };
  }

  const denies = STRONG_DENIAL.test(text.replace(NOT_A_DENIAL, ' '));
  const asked = ASKED_NOT_ANSWERED.test(text);
  const notAssessed = NOT_ASSESSED.test(text);
  if (asked || notAssessed) {
    claimAll(denies ? 'denied' : asked ? 'asked_not_answered' : 'not_assessed');
    return { reads, context: next };
  }
  // A question ("SI?") names the area and claims nothing; the answer after it does.
  if (FOR_LATER.test(text) || /\?\s*$/.test(text)) return { reads, context: next };

  if (areas.length === 0) {
    if (RAISED_LEVEL.test(text)) claimAll('present');
    else if (ASSESSED.test(text)) claimAll('assessed');
    return { reads, context: next };
  }

  const seen = new Set<string>();
  views.forEach((view, v) => {
    const mentions = byView[v] ?? [];
    mentions.forEach((mention, index) => {
      const denied =
        isNegatedBefore(view, listStart(view, mentions, index)) ||
        isNegatedAfter(view, listEnd(view, mentions, index)) ||
        DENIED_BACK.test(view.slice(mention.end)) ||
        NEGATED_LATER.test(view.slice(listEnd(view, mentions, index))) ||
        inDenialList(view, listStart(view, mentions, index)) ||
        mention.areas.some((area) => HEADED_DENIAL[area].test(view));
      let status: ClaimStatus | null = 'present';
      if (denied) status = 'denied';
      else if (
        OTHER_PERSON.test(view.slice(0, mention.start)) ||
        (HISTORICAL.test(view) && !RECENT.test(view)) ||
        HYPOTHETICAL.test(view) ||
        /\bif\b/i.test(view.slice(0, mention.start))
      )
        status = null;
      else if (ASSESSED.test(view)) status = 'assessed';
      const explicit = DISCLOSED.test(view);
      if (!status) return;
      for (const area of mention.areas) {
        const key = `${area}:${status}`;
        if (seen.has(key)) continue;
        seen.add(key);
        reads.push({ area, status, minimised: false, explicit: status === 'present' && explicit });
      }
    });
  });
  return { reads, context: next };
}

export type ReadOptions = {
  /** The whole text is about risk (a summary's risk assessment): "No concerns." alone is a claim there. */
  aboutRisk?: boolean;
};

/**
 * Every risk claim in a written text (a note field, a summary field or one list item), sentence by sentence and
 * clause by clause. A clause that only denies ("She denied this.") takes the areas of the clause before it.
 */
export function readRiskClaims(text: string, options: ReadOptions = {}): RiskClaim[] {
  const claims: RiskClaim[] = [];
  let context: Context = {
    areas: [],
    aboutRisk: options.aboutRisk ?? false,
    riskSeen: false,
    sentenceRisk: false,
  };
  proseSentences(text).forEach((sentence, index) => {
    context = { ...context, sentenceRisk: false };
    for (const clause of clausesOf(sentence)) {
      const read = readClause(clause, context);
      context = read.context;
      for (const claim of read.reads) claims.push({ ...claim, sentence: index, clause });
    }
  });
  return claims;
}

/**
 * Whether a claim agrees with the risk screen's statuses. A specific area: a disclosure only where the screen has it
 * present, a denial only where it has it denied (a denied plan included: the screen never reads a plan's denial as
 * a denial of the thoughts), "not assessed" where it was not raised or not answered, "asked, not answered" only
 * there. Risk in general: played down or denied only when every area was denied; raised when any area is present;
 * "not assessed" when nothing is present and something was not assessed.
 */
export function claimAgrees(claim: Pick<RiskClaim, 'area' | 'status'>, statuses: RiskStatuses): boolean {
  const all = RISK_AREAS.map((area) => statuses[area]);
  const unknown = (status: RiskStatus) => status === 'not_assessed' || status === 'asked_not_answered';
  if (claim.area === null) {
    switch (claim.status) {
      case 'denied':
        return all.every((status) => status === 'denied');
      case 'present':
        return all.includes('present');
      case 'not_assessed':
      case 'asked_not_answered':
        return !all.includes('present') && all.some(unknown);
      case 'assessed':
        return all.some((status) => status !== 'not_assessed');
    }
  }
  const status = statuses[claim.area];
  switch (claim.status) {
    case 'present':
      return status === 'present';
    case 'denied':
      return status === 'denied';
    case 'asked_not_answered':
      return status === 'asked_not_answered';
    case 'not_assessed':
      return unknown(status);
    case 'assessed':
      return status !== 'not_assessed';
  }
}

/**
 * The claims of a text that disagree with the screen. Strict on purpose: a denial of an area the screen has present
 * disagrees even beside the disclosure ("passive SI reported, currently denies SI"); the screen's own text says both
 * ("disclosed in session (a denial was also given)").
 */
export function riskDisagreements(
  text: string,
  statuses: RiskStatuses,
  options: ReadOptions & { isAllowed?: (claim: RiskClaim) => boolean } = {},
): RiskClaim[] {
  const { isAllowed = () => false } = options;
  return readRiskClaims(text, options).filter((claim) => !isAllowed(claim) && !claimAgrees(claim, statuses));
}
