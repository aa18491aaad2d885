//! `bloomlab check --lang es`: the checks' messages in Spanish.
//!
//! The checks word each message in English, and the code and tests read
//! them so; this catalogue gives each message its Spanish form. A message
//! is matched against English patterns whose `{}` holes take ids, numbers,
//! field names and file names as they are; a hole that holds one of the
//! English phrases of `PHRASES` (what a limit counts, a field's name in
//! words) is put into Spanish too. A message the catalogue does not know
//! stays in English (a test in tests/authoring.rs keeps every message the
//! fixtures give known).

use crate::lang::Lang;

/// (English, Spanish): a whole message, or its start, or its end; `{}` is
/// a hole, `{0}`, `{1}`… in the Spanish one the holes in order. The more
/// particular patterns come first.
const PATTERNS: &[(&str, &str)] = &[
    // Pairing and shipped content (content/mod.rs), for each kind.
    (
        "this {} has the id `{}`, but its {} version {} is the quiz `{}`: the two languages of a lesson or quiz need the same id",
        "el id aquí es `{1}`, pero la versión en {2} ({3}) es el cuestionario `{4}`: los dos idiomas de una lección o un cuestionario necesitan el mismo id",
    ),
    (
        "quiz `{}` replaces the shipped one ({}) in {} only: students who choose {} would still get the shipped quiz; give this one its own id, or replace the {} version too",
        "el cuestionario `{0}` sustituye a la versión que trae la app ({1}) solo en {2}: quien elija {3} seguiría viendo la original; dale un id propio o sustituye también la versión en {4}",
    ),
    (
        "quiz `{}` replaces the shipped one ({}) for {} students",
        "el cuestionario `{0}` sustituye a la versión que trae la app ({1}) para quien estudia en {2}",
    ),
    (
        "quiz `{}` has no {} version among the checked files; students who choose {} will see this {} one",
        "el cuestionario `{0}` no tiene versión en {1} entre los archivos revisados; quien elija {2} verá la versión en {3}",
    ),
    (
        "quiz `{}` in language `{}` is also defined in {}",
        "el cuestionario `{0}` en el idioma `{1}` también aparece en {2}",
    ),
    (
        "this {} has the id `{}`, but its {} version {} is the lesson `{}`: the two languages of a lesson or quiz need the same id",
        "el id aquí es `{1}`, pero la versión en {2} ({3}) es la lección `{4}`: los dos idiomas de una lección o un cuestionario necesitan el mismo id",
    ),
    (
        "lesson `{}` replaces the shipped one ({}) in {} only: students who choose {} would still get the shipped lesson; give this one its own id, or replace the {} version too",
        "la lección `{0}` sustituye a la versión que trae la app ({1}) solo en {2}: quien elija {3} seguiría viendo la original; dale un id propio o sustituye también la versión en {4}",
    ),
    (
        "lesson `{}` replaces the shipped one ({}) for {} students",
        "la lección `{0}` sustituye a la versión que trae la app ({1}) para quien estudia en {2}",
    ),
    (
        "lesson `{}` has no {} version among the checked files; students who choose {} will see this {} one",
        "la lección `{0}` no tiene versión en {1} entre los archivos revisados; quien elija {2} verá la versión en {3}",
    ),
    (
        "lesson `{}` in language `{}` is also defined in {}",
        "la lección `{0}` en el idioma `{1}` también aparece en {2}",
    ),
    (
        "{} {} does not match the {} version: {} is given here, but not there ({})",
        "{0} {1} no coincide con la versión en {2}: {3} aparece aquí, pero no allí ({4})",
    ),
    (
        "{} {} does not match the {} version: {} is not given here, but is there ({})",
        "{0} {1} no coincide con la versión en {2}: {3} no aparece aquí, pero sí allí ({4})",
    ),
    (
        "{} {} does not match the {} version: {} is {} here, but {} there ({})",
        "{0} {1} no coincide con la versión en {2}: {3} es {4} aquí, pero {5} allí ({6})",
    ),
    (
        "{} {} here, but {} in the {} version ({}): both languages need the same {} in the same order",
        "{0} {1} aquí, pero {2} en la versión en {3} ({4}): los dos idiomas deben coincidir en {5} y en su orden",
    ),
    (
        "the lesson's `quiz` is {} here but {} in the {} version ({}): both languages must point to the same quiz",
        "el `quiz` de la lección es {0} aquí pero {1} en la versión en {2} ({3}): los dos idiomas deben apuntar al mismo cuestionario",
    ),
    // The fields a pair compares (translation.rs).
    ("operation {}", "la operación {0}"),
    (
        "the position list of operation {}",
        "la lista de posiciones de la operación {0}",
    ),
    ("choice {}", "la opción {0}"),
    ("the experiment's `{}`", "el `{0}` del experimento"),
    ("parameter `{}`", "el parámetro `{0}`"),
    (
        "foreseen wrong answer {}",
        "la respuesta incorrecta prevista {0}",
    ),
    (
        "the file name says `{}` but the file says `lang: {}`: rename the file or fix `lang`",
        "el nombre del archivo dice `{0}` pero el archivo dice `lang: {1}`: cambia el nombre o corrige `lang`",
    ),
    (
        "this file has both `steps` and `questions`: put the lesson and the quiz in two files",
        "este archivo tiene `steps` y `questions`: pon la lección y el cuestionario en dos archivos",
    ),
    ("the file is empty: {}", "el archivo está vacío: {0}"),
    (
        "the top level is not a mapping: {}",
        "el nivel superior no es un mapa (claves y valores): {0}",
    ),
    (
        "neither `steps` nor `questions` found: {}",
        "no hay `steps` ni `questions`: {0}",
    ),
    (
        "a lesson is a mapping with `id`, `lang`, `title` and `steps`; a quiz has `id`, `lang`, `title` and `questions`",
        "una lección es un mapa con `id`, `lang`, `title` y `steps`; un cuestionario tiene `id`, `lang`, `title` y `questions`",
    ),
    (
        "no .yaml or .yml files in this folder",
        "no hay archivos .yaml ni .yml en esta carpeta",
    ),
    ("cannot open: {}", "no se puede abrir: {0}"),
    (
        "cannot read the folder: {}",
        "no se puede leer la carpeta: {0}",
    ),
    (
        "cannot read the file: {}",
        "no se puede leer el archivo: {0}",
    ),
    (
        "this is not UTF-8 text (a binary file, or another encoding): save it as UTF-8",
        "esto no es texto UTF-8 (un archivo binario u otra codificación): guárdalo como UTF-8",
    ),
    (
        "this is a binary file, not YAML text",
        "esto es un archivo binario, no texto YAML",
    ),
    (
        "brackets nested more than {} deep: no lesson or quiz needs that",
        "corchetes anidados a más de {0} niveles: ninguna lección ni cuestionario lo necesita",
    ),
    (
        "indented {} spaces: nested too deeply for a lesson or quiz (at most {})",
        "sangría de {0} espacios: demasiado anidado para una lección o un cuestionario (como mucho {1})",
    ),
    (
        "the file is {} bytes; content files are limited to {} bytes (1 MiB): split it into several lessons or quizzes",
        "el archivo tiene {0} bytes; el límite es {1} bytes (1 MiB): divídelo en varias lecciones o cuestionarios",
    ),
    // Formulas written by the author (quiz/calculated.rs).
    (
        "the formula `{}` cannot be read: {}; write it like `4 * m / 8 / 1e6`",
        "no se puede leer la fórmula `{0}`: {1}; escríbela así: `4 * m / 8 / 1e6`",
    ),
    (
        "the formula `{}` uses `{}`, which is not one of the `parameters` ({})",
        "la fórmula `{0}` usa `{1}`, que no es uno de los `parameters` ({2})",
    ),
    (
        "the formula `{}` calls `{}`, which is not a function here; the functions are: {}",
        "la fórmula `{0}` llama a `{1}`, que aquí no es una función; las funciones son: {2}",
    ),
    (
        "in the formula `{}`, `{}` takes {} (got {})",
        "en la fórmula `{0}`, `{1}` recibe {2} (tiene {3})",
    ),
    (
        "the formula `{}` holds `{}`: a formula holds only numbers, parameters, + - * / % ^, parentheses and functions",
        "la fórmula `{0}` contiene `{1}`: una fórmula solo admite números, parámetros, + - * / % ^, paréntesis y funciones",
    ),
    (
        "the formula is too long: {} characters, the limit is {}",
        "la fórmula es demasiado larga: {0} caracteres, el límite es {1}",
    ),
    (
        "unknown formula `{}`; the formulas are: {}; or write an expression over the parameters, such as `4 * m / 8 / 1e6`",
        "fórmula desconocida `{0}`; las fórmulas son: {1}; o escribe una expresión con los parámetros, como `4 * m / 8 / 1e6`",
    ),
    (
        "formula `{}` needs the parameter `{}` (it uses {})",
        "la fórmula `{0}` necesita el parámetro `{1}` (usa {2})",
    ),
    (
        "formula `{}` has no finite answer at {} (the numbers as the prompt shows them): narrow the ranges",
        "la fórmula `{0}` no da un resultado finito con {1} (los números como los muestra el enunciado): estrecha los rangos",
    ),
    (
        "formula `{}` gives 0, where a relative tolerance accepts only 0 itself, at {} (the numbers as the prompt shows them): narrow the ranges",
        "la fórmula `{0}` da 0, donde una tolerancia relativa solo acepta el propio 0, con {1} (los números como los muestra el enunciado): estrecha los rangos",
    ),
    (
        "`{}` can be drawn as {}, which the prompt shows as {}: {}; narrow the range",
        "`{0}` puede salir {1}, que el enunciado muestra como {2}: {3}; estrecha el rango",
    ),
    (
        "`min` ({}) is above `max` ({})",
        "`min` ({0}) es mayor que `max` ({1})",
    ),
    (
        "`step` must be greater than 0 (got {})",
        "`step` debe ser mayor que 0 (es {0})",
    ),
    ("`values` is empty", "`values` está vacío"),
    (
        "give either `values` or `min` and `max`, not both",
        "da `values` o bien `min` y `max`, no ambos",
    ),
    (
        "needs `min` and `max`, or `values`",
        "necesita `min` y `max`, o `values`",
    ),
    (
        "a calculated question needs `formula`",
        "una pregunta calculada necesita `formula`",
    ),
    (
        "the prompt does not show {}: students cannot answer without the number drawn for `{}`",
        "el enunciado no muestra {0}: sin el número que sale para `{1}` no se puede responder",
    ),
    (
        "the prompt shows {}, which is not one of the `parameters`",
        "el enunciado muestra {0}, que no es uno de los `parameters`",
    ),
    (
        "the explanation shows {}, which is not one of the `parameters`",
        "la explicación muestra {0}, que no es uno de los `parameters`",
    ),
    (
        "the hint shows {}, which is not one of the `parameters`",
        "la pista muestra {0}, que no es uno de los `parameters`",
    ),
    (
        "parameter `p` must stay strictly between 0 and 1",
        "el parámetro `p` debe quedar estrictamente entre 0 y 1",
    ),
    (
        "parameter `k` must stay from 1 to {}",
        "el parámetro `k` debe quedar entre 1 y {0}",
    ),
    (
        "parameter `{}` must be a finite number",
        "el parámetro `{0}` debe ser un número finito",
    ),
    (
        "parameter `{}` must stay above 0",
        "el parámetro `{0}` debe quedar por encima de 0",
    ),
    // Values computed in the text, and answers written as expressions
    // (inline.rs); the first hole is one of the two subjects below.
    (
        "{} is empty: write an expression such as bits_per_element(0.01)",
        "{0} está vacío: escribe una expresión como bits_per_element(0.01)",
    ),
    (
        "{} cannot be read: {}; write it like bits_per_element(0.01) or 1 - 0.95^20",
        "no se puede leer {0}: {1}; escríbelo así: bits_per_element(0.01) o 1 - 0.95^20",
    ),
    (
        "{} is too long: {} characters, the limit is {} for an expression",
        "{0} es demasiado largo: {1} caracteres, el límite para una expresión es {2}",
    ),
    (
        "{} uses `{}`, which is not a number: a value computed in the text has no parameters; write the number itself, as in fp_bloom(1000, 7, 100)",
        "{0} usa `{1}`, que no es un número: un valor calculado en el texto no tiene parámetros; escribe el número, como en fp_bloom(1000, 7, 100)",
    ),
    (
        "{} calls `{}`, which is not a function here; the functions are: {}",
        "{0} llama a `{1}`, que aquí no es una función; las funciones son: {2}",
    ),
    (
        "in {}, `{}` takes {} (got {})",
        "en {0}, `{1}` recibe {2} (tiene {3})",
    ),
    (
        "{} holds `{}`: it may hold only numbers, + - * / % ^, parentheses and functions",
        "{0} contiene `{1}`: solo admite números, + - * / % ^, paréntesis y funciones",
    ),
    (
        "{} is not a finite number: check the numbers given to each function (a rate p is between 0 and 1, k from 1 to 64, every other number above 0)",
        "{0} no es un número finito: revisa los números que recibe cada función (una tasa p está entre 0 y 1, k entre 1 y 64, cualquier otro número es mayor que 0)",
    ),
    (
        "{} has the format `{}`, which is not one of: 2 (decimals), %1 (a percentage), s3 (significant digits), int (a whole number) or x3 (scientific)",
        "{0} tiene el formato `{1}`, que no es ninguno de estos: 2 (decimales), %1 (un porcentaje), s3 (cifras significativas), int (un número entero) o x3 (notación científica)",
    ),
    (
        "`{{` starts a computed value that no `}}` closes: close it, or write \\{{ for the characters {{ themselves",
        "`{{` empieza un valor calculado que ningún `}}` cierra: ciérralo, o escribe \\{{ para los caracteres {{ tal cual",
    ),
    ("the computed value `{}`", "el valor calculado `{0}`"),
    ("the `answer` `{}`", "el `answer` `{0}`"),
    // Glossaries, `requires`, and what a lesson teaches when
    // (glossary.rs, teaching.rs).
    (
        "`forms` lists the words to look for in the lessons: give at least one",
        "`forms` enumera las palabras que se buscan en las lecciones: da al menos una",
    ),
    (
        "the term «{}» is also term {} of this glossary: give each term once",
        "el término «{0}» también es el término {1} de este glosario: da cada término una sola vez",
    ),
    (
        "`taught` is the lesson's id and the step that teaches the term, such as bloom-formula#12 (steps count from 1), not `{}`",
        "`taught` es el id de la lección y el paso que enseña el término, como bloom-formula#12 (los pasos se cuentan desde 1), no `{0}`",
    ),
    (
        "this is a glossary (it has `terms`), not a lesson or quiz to open: `bloomlab check` reads it with the lessons",
        "esto es un glosario (tiene `terms`), no una lección ni un cuestionario que abrir: `bloomlab check` lo lee junto con las lecciones",
    ),
    (
        "a lesson does not require itself: remove its own id from `requires`",
        "una lección no se requiere a sí misma: quita su propio id de `requires`",
    ),
    (
        "`requires` names `{}`, which is not a lesson; the lessons are: {}",
        "`requires` nombra `{0}`, que no es una lección; las lecciones son: {1}",
    ),
    (
        "`taught` names the lesson `{}`, which does not exist; the lessons are: {}",
        "`taught` nombra la lección `{0}`, que no existe; las lecciones son: {1}",
    ),
    (
        "`taught` names step {} of `{}`, which has {} steps",
        "`taught` nombra el paso {0} de `{1}`, que tiene {2} pasos",
    ),
    (
        "«{}» is used here, in step {}, before step {} teaches it ({}#{}): teach it first, or say it in other words",
        "«{0}» se usa aquí, en el paso {1}, antes de que el paso {2} lo enseñe ({3}#{4}): enséñalo antes o dilo con otras palabras",
    ),
    (
        "«{}» is taught in {}#{}, a lesson this one does not require: add `requires: [{}]`, or teach it in this lesson first",
        "«{0}» se enseña en {1}#{2}, una lección que esta no requiere: agrega `requires: [{3}]` o enséñalo antes en esta lección",
    ),
    (
        "this predict's answer is shown above it, at line {} column {} («{}»): hide it until the student answers (move it to `reveal` or the predict's `explanation`)",
        "la respuesta de esta predicción se ve encima de ella, en la línea {0} columna {1} («{2}»): ocúltala hasta que se responda (pásala a `reveal` o a la `explanation` de la predicción)",
    ),
    (
        "`quiz` names `{}`, which is not a quiz; the quizzes are: {}",
        "`quiz` nombra `{0}`, que no es un cuestionario; los cuestionarios son: {1}",
    ),
    // Placeholders and texts (validation.rs).
    (
        "{} shows {}, which students would see as it is: placeholders are filled in only in a calculated question's prompt, hint and explanation; write the number itself (in a quiz, or make the question `type: calculated`)",
        "{0} muestra {1}, que se vería tal cual: los marcadores solo se rellenan en el enunciado, la pista y la explicación de una pregunta calculada; escribe el número (en un cuestionario, o haz la pregunta `type: calculated`)",
    ),
    ("{} is empty", "{0} está en blanco"),
    (
        "{} is too long: {} characters, the limit is {} per text (split it into several steps or questions)",
        "{0} tiene {1} caracteres, más que el límite de {2} por texto (divídelo en varios pasos o preguntas)",
    ),
    (
        "too many {}: {}, the limit is {} ({})",
        "el número de {0} es {1}, por encima del límite de {2} ({3})",
    ),
    (
        "too many {}: {}, the limit is {}",
        "el número de {0} es {1}, por encima del límite de {2}",
    ),
    (
        "needs at least two choices (got {})",
        "necesita al menos dos opciones (tiene {0})",
    ),
    (
        "no choice is marked `correct: true`",
        "ninguna opción tiene `correct: true`",
    ),
    (
        "{} choices are marked correct; a single-choice question needs exactly one (use `type: multiple` for more)",
        "{0} opciones están marcadas como correctas; una pregunta de opción única necesita exactamente una (usa `type: multiple` para más)",
    ),
    // Quizzes (quiz/raw.rs).
    (
        "a quiz needs at least one question",
        "un cuestionario necesita al menos una pregunta",
    ),
    (
        "duplicate question id `{}` (question {} has it too): ids must be unique in a quiz",
        "id de pregunta repetido `{0}` (la pregunta {1} también lo tiene): los ids no se repiten en un cuestionario",
    ),
    (
        "a question could not be read",
        "no se pudo leer una pregunta",
    ),
    (
        "`points` must be from 1 to {} (got {})",
        "`points` debe ir de 1 a {0} (es {1})",
    ),
    (
        "`{}` does not apply to a {} question",
        "`{0}` no corresponde a una pregunta {1}",
    ),
    (
        "a {} question needs `tolerance` with `absolute: X` or `relative: X`",
        "una pregunta {0} necesita `tolerance` con `absolute: X` o `relative: X`",
    ),
    (
        "a {} question needs `{}`",
        "una pregunta {0} necesita `{1}`",
    ),
    ("`answer` must be {}", "`answer` debe ser {0}"),
    (
        "`tolerance` needs exactly one of `absolute` or `relative`",
        "`tolerance` necesita exactamente uno de `absolute` o `relative`",
    ),
    (
        "a relative tolerance is a fraction of the answer: 0.05 means ±5 % (got {})",
        "una tolerancia relativa es una fracción de la respuesta: 0.05 significa ±5 % (es {0})",
    ),
    (
        "the tolerance must be greater than 0 (got {})",
        "la tolerancia debe ser mayor que 0 (es {0})",
    ),
    // Lessons (lesson.rs, lesson/*.rs, scene.rs).
    (
        "a lesson needs at least one step",
        "una lección necesita al menos un paso",
    ),
    (
        "`reveal` is shown once a predict question is answered: add `predict` to this step, or move the text into `text`",
        "`reveal` se muestra al responder una pregunta de predicción: agrega `predict` a este paso o pasa el texto a `text`",
    ),
    (
        "`tolerance` goes with a numeric `answer`: add `answer`, or remove it",
        "`tolerance` acompaña a un `answer` numérico: agrega `answer` o quítala",
    ),
    (
        "a numeric predict needs `tolerance` with `absolute: X` or `relative: X`",
        "una predicción numérica necesita `tolerance` con `absolute: X` o `relative: X`",
    ),
    (
        "a predict has `choices` or a numeric `answer`, not both",
        "una predicción tiene `choices` o un `answer` numérico, no ambos",
    ),
    (
        "the `answer` must be a finite number",
        "`answer` debe ser un número finito",
    ),
    (
        "the table needs a header with at least one column",
        "la tabla necesita una cabecera con al menos una columna",
    ),
    (
        "this row has {} cells but the header has {}",
        "esta fila tiene {0} celdas pero la cabecera tiene {1}",
    ),
    (
        "`hashing` is `double`, `independent` or `both`, not `{}`",
        "`hashing` es `double`, `independent` o `both`, no `{0}`",
    ),
    (
        "with `structures`, leave out `{}`: each structure is sized for `p` as `bloomlab compare` sizes it",
        "con `structures`, quita `{0}`: cada estructura se dimensiona para `p` como lo hace `bloomlab compare`",
    ),
    (
        "`feedback_for` does not apply to a {} question: give each choice its own `feedback`",
        "`feedback_for` no se aplica a una pregunta {0}: da a cada opción su propio `feedback`",
    ),
    (
        "`feedback_for` lists 1 to {} wrong answers, not {}",
        "`feedback_for` indica de 1 a {0} respuestas incorrectas, no {1}",
    ),
    (
        "{} is accepted as the right answer (within the `tolerance`), so this feedback would never be shown",
        "{0} se acepta como respuesta correcta (dentro de la `tolerance`), así que este comentario nunca se vería",
    ),
    (
        "`value` must be a finite number",
        "`value` debe ser un número finito",
    ),
    (
        "a `formula` needs parameters: in a numeric question give the wrong `value`",
        "una `formula` necesita parámetros: en una pregunta numérica da el `value` incorrecto",
    ),
    (
        "each `feedback_for` entry has exactly one of `value` (a wrong number) or `formula` (a wrong formula over the parameters)",
        "cada entrada de `feedback_for` lleva exactamente uno de `value` (un número incorrecto) o `formula` (una fórmula incorrecta sobre los parámetros)",
    ),
    (
        "with `structures`, give the target rate `p`",
        "con `structures`, da la tasa objetivo `p`",
    ),
    (
        "list 1 to {} structures, not {}",
        "indica de 1 a {0} estructuras, no {1}",
    ),
    (
        "`{}` is not a structure: use one of {}",
        "`{0}` no es una estructura: usa una de estas: {1}",
    ),
    (
        "`{}` is not measured at p = {}: the 8- and 16-bit fingerprint filters are sized for 1/256 and 1/65536, the Bloom filters for any other rate",
        "`{0}` no se mide con p = {1}: los filtros de huellas de 8 y 16 bits se dimensionan para 1/256 y 1/65536, y los filtros de Bloom para cualquier otra tasa",
    ),
    (
        "an experiment needs `m` (the bits) or `p` (a target rate to size them for)",
        "un experimento necesita `m` (los bits) o `p` (una tasa objetivo para dimensionarlos)",
    ),
    (
        "give `m` or `p`, not both: with `p` the bits are sized for it",
        "da `m` o `p`, no ambos: con `p` los bits se calculan para esa tasa",
    ),
    ("with `m`, give `k` too", "con `m`, da también `k`"),
    (
        "this experiment cannot run: {}",
        "este experimento no puede ejecutarse: {0}",
    ),
    (
        "this experiment would take about {} s on two cores ({} probes at {} ns each), over the {} s a lesson may wait: ask a coarser `precision`, or give fewer keys or a larger rate",
        "este experimento tardaría unos {0} s en dos núcleos ({1} sondeos a {2} ns cada uno), más que los {3} s que puede esperar una lección: pide una `precision` menos fina, o da menos claves o una tasa mayor",
    ),
    (
        "an operation needs exactly one of `add`, `query`, `remove` (each with a word, such as `add: uva`) or `clear` (with a list of positions)",
        "una operación necesita exactamente una de `add`, `query`, `remove` (cada una con una palabra, como `add: uva`) o `clear` (con una lista de posiciones)",
    ),
    // The experiment engine's own problems (error.rs), after the name of
    // the parameter.
    (
        "{}: must be a probability strictly between 0 and 1, such as 0.01 or 1% (got {})",
        "{0}: debe ser una probabilidad estrictamente entre 0 y 1, como 0.01 o 1% (es {1})",
    ),
    (
        "{}: must be a whole number from {} to {} (got {})",
        "{0}: debe ser un número entero de {1} a {2} (es {3})",
    ),
    (
        "{}: must be a number from {} to {}, such as {} (got {})",
        "{0}: debe ser un número de {1} a {2}, como {3} (es {4})",
    ),
    (
        "`clear` needs at least one position",
        "`clear` necesita al menos una posición",
    ),
    (
        "`clear` takes its positions directly: `clear: [2, 7]`",
        "`clear` recibe sus posiciones directamente: `clear: [2, 7]`",
    ),
    (
        "`counting` can only be given with `m` and `k` (it starts a new array)",
        "`counting` solo puede darse con `m` y `k` (empieza un arreglo nuevo)",
    ),
    (
        "`k` can only be given with `m` (together they start a new array)",
        "`k` solo puede darse con `m` (juntos empiezan un arreglo nuevo)",
    ),
    (
        "a scene that sets `m` starts a new array and needs `k` too",
        "una escena que fija `m` empieza un arreglo nuevo y necesita también `k`",
    ),
    (
        "k must be from 1 to {} (got {})",
        "k debe ir de 1 a {0} (es {1})",
    ),
    (
        "m must be from 1 to {} (got {})",
        "m debe ir de 1 a {0} (es {1})",
    ),
    (
        "the word is too long: {} characters, the limit is {} (the scene writes it beside its bits)",
        "la palabra es demasiado larga: {0} caracteres, el límite es {1} (la escena la escribe junto a sus bits)",
    ),
    (
        "this scene has no bit array yet: give `m` and `k` here or in an earlier scene",
        "esta escena aún no tiene arreglo de bits: da `m` y `k` aquí o en una escena anterior",
    ),
    (
        "`positions` needs exactly k = {} positions (got {})",
        "`positions` necesita exactamente k = {0} posiciones (tiene {1})",
    ),
    (
        "`remove` needs a counting scene (`counting: true`): a plain filter cannot remove",
        "`remove` necesita una escena con contadores (`counting: true`): un filtro simple no puede borrar",
    ),
    (
        "position {} is outside the array: positions go from 0 to {} (m = {})",
        "la posición {0} está fuera del arreglo: las posiciones van de 0 a {1} (m = {2})",
    ),
    (
        "«{}» cannot be removed: counter {} is already 0 (was it added?)",
        "«{0}» no se puede borrar: el contador {1} ya está a 0 (¿se agregó?)",
    ),
    // YAML (yaml/*.rs), and serde's own messages.
    (
        "duplicate key `{}` (first given on line {}): remove one",
        "clave repetida `{0}` (aparece antes en la línea {1}): quita una",
    ),
    (
        "YAML reads `{}` as a comment, so `{}` ends at «{}»: put the whole text in quotes",
        "YAML lee `{0}` como un comentario, así que `{1}` termina en «{2}»: pon todo el texto entre comillas",
    ),
    (
        "nested too deeply (more than 128 levels): no lesson or quiz needs that",
        "demasiado anidado (más de 128 niveles): ninguna lección ni cuestionario lo necesita",
    ),
    (
        "anchors and aliases (&, *) expand to too much data: write the content out instead",
        "las anclas y los alias (&, *) se expanden a demasiados datos: escribe el contenido completo",
    ),
    (
        "{}: the text `{}` starts with `{}`, which YAML reads as {}; put the whole text in quotes: {} (or 'like this' if it holds double quotes)",
        "{0}: el texto `{1}` empieza por `{2}`, que YAML lee como {3}; pon todo el texto entre comillas: {4} (o 'así' si lleva comillas dobles)",
    ),
    (
        "{}: the text `{}` ends with `:`, which YAML reads as a key; put the whole text in quotes: {} (or 'like this' if it holds double quotes)",
        "{0}: el texto `{1}` termina en `:`, que YAML lee como una clave; pon todo el texto entre comillas: {2} (o 'así' si lleva comillas dobles)",
    ),
    (
        "{}: the file ends in the middle of a value (is it cut short?)",
        "{0}: el archivo termina en mitad de un valor (¿está cortado?)",
    ),
    (
        "{} (a text that contains \": \" must be in quotes: \"like: this\")",
        "{0} (un texto que contiene \": \" va entre comillas: \"así: esto\")",
    ),
    (
        "{} (indent with spaces: YAML does not allow tabs; text starting with @ or ` needs quotes)",
        "{0} (sangra con espacios: YAML no admite tabuladores; un texto que empieza por @ o ` va entre comillas)",
    ),
    (
        "this line is indented with a tab, which YAML does not allow: indent with spaces",
        "esta línea está sangrada con un tabulador, que YAML no admite: sangra con espacios",
    ),
    (
        "{} (indent with spaces: YAML does not allow tabs)",
        "{0} (sangra con espacios: YAML no admite tabuladores)",
    ),
    (
        "found a tab character that violates indentation, while scanning a plain scalar",
        "hay un tabulador que rompe la sangría al leer un texto",
    ),
    (
        "{} (check the indentation of this line against the lines above)",
        "{0} (compara la sangría de esta línea con la de las anteriores)",
    ),
    ("missing field `{}`", "falta el campo `{0}`"),
    (
        "unknown field `{}`, expected one of {}",
        "campo desconocido `{0}`; se esperaba uno de {1}",
    ),
    (
        "unknown field `{}`, expected `{}`",
        "campo desconocido `{0}`; se esperaba `{1}`",
    ),
    (
        "unknown value `{}`, expected one of {}",
        "valor desconocido `{0}`; se esperaba uno de {1}",
    ),
    (
        "invalid type: {}, expected {}",
        "tipo no válido: {0}; se esperaba {1}",
    ),
    (
        "invalid value: {}, expected {}",
        "valor no válido: {0}; se esperaba {1}",
    ),
    (
        "invalid length {}, expected {}",
        "longitud no válida {0}; se esperaba {1}",
    ),
    ("duplicate field `{}`", "campo repetido `{0}`"),
    (
        "did not find expected key, while parsing a block mapping",
        "no se encontró la clave esperada al leer un mapa en bloque",
    ),
    (
        "did not find expected '-' indicator, while parsing a block collection",
        "no se encontró el '-' esperado al leer una lista en bloque",
    ),
    (
        "mapping values are not allowed in this context",
        "aquí no se admiten valores de mapa",
    ),
    (
        "did not find expected alphabetic or numeric character, while scanning an alias",
        "no se encontró la letra o cifra esperada al leer un alias",
    ),
    (
        "found character that cannot start any token, while scanning for the next token",
        "hay un carácter que no puede empezar ningún elemento",
    ),
    ("EOF while parsing {}", "fin del archivo al leer {0}"),
    (
        "block sequence entries are not allowed in this context",
        "aquí no se admiten elementos de lista",
    ),
    (
        "mapping keys are not allowed in this context",
        "aquí no se admiten claves de mapa",
    ),
    (
        "did not find expected comment or line break, while scanning a block scalar",
        "no se encontró el comentario o salto de línea esperado al leer un bloque de texto",
    ),
    (
        "unknown value `{}`, expected `{}` or `{}`",
        "valor desconocido `{0}`; se esperaba `{1}` o `{2}`",
    ),
    (
        "found unexpected end of stream, while scanning a quoted scalar",
        "el archivo termina dentro de un texto entre comillas (¿faltan las comillas de cierre?)",
    ),
    // Last: any other message that ends with the value it got.
    ("{} (got {})", "{0} (es {1})"),
];

/// English phrases that fill a hole, and their Spanish.
const PHRASES: &[(&str, &str)] = &[
    ("lesson", "lección"),
    ("quiz", "cuestionario"),
    ("step", "paso"),
    ("steps", "pasos"),
    ("question", "pregunta"),
    ("questions", "preguntas"),
    ("English", "inglés"),
    ("Spanish", "español"),
    ("no quiz", "ningún cuestionario"),
    ("there are none", "no hay ninguno"),
    ("1 number", "1 número"),
    ("one or more numbers", "uno o más números"),
    ("true or false", "true o false"),
    ("a number", "un número"),
    ("single", "de opción única"),
    ("multiple", "de opción múltiple"),
    ("true-false", "de verdadero o falso"),
    ("numeric", "numérica"),
    ("calculated", "calculada"),
    ("has no finite answer", "no da un resultado finito"),
    ("`id`", "`id`"),
    ("`title`", "`title`"),
    ("`prompt`", "`prompt`"),
    ("`explanation`", "`explanation`"),
    ("the choice's text", "el texto de la opción"),
    ("the choice's feedback", "la respuesta de la opción"),
    ("the step's `title`", "el `title` del paso"),
    ("the step's `text`", "el `text` del paso"),
    ("the step's `reveal`", "el `reveal` del paso"),
    ("the step's `section`", "la `section` del paso"),
    ("the predict `question`", "la `question` de la predicción"),
    (
        "the predict `explanation`",
        "la `explanation` de la predicción",
    ),
    ("a table cell", "una celda de la tabla"),
    ("the word", "la palabra"),
    ("the `note`", "la `note`"),
    ("the highlight's `why`", "el `why` del resaltado"),
    ("choices", "opciones"),
    ("steps in a lesson", "pasos en una lección"),
    ("questions in a quiz", "preguntas en un cuestionario"),
    ("parameters in a question", "parámetros en una pregunta"),
    ("numbers in `values`", "números en `values`"),
    ("columns in a table", "columnas en una tabla"),
    ("rows in a table", "filas en una tabla"),
    ("operations in a scene", "operaciones en una escena"),
    (
        "operations in a lesson's scenes",
        "operaciones en las escenas de una lección",
    ),
    (
        "words in a scene's array",
        "palabras en el arreglo de una escena",
    ),
    ("positions in a list", "posiciones en una lista"),
    (
        "the keys 1 to 9 pick them",
        "se eligen con las teclas 1 a 9",
    ),
    (
        "split it into several lessons",
        "divídela en varias lecciones",
    ),
    (
        "split it into several quizzes",
        "divídelo en varios cuestionarios",
    ),
    ("split it over several steps", "repártela en varios pasos"),
    (
        "a prompt shows at most ten numbers",
        "un enunciado muestra como mucho diez números",
    ),
    (
        "the screen lists one line for each: spread them over several steps",
        "la pantalla muestra una línea por cada una: repártelas en varios pasos",
    ),
    (
        "counted over all its scenes up to here: split the lesson",
        "contadas en todas sus escenas hasta aquí: divide la lección",
    ),
    (
        "added and not removed; start a new array with `m` and `k`",
        "agregadas y no borradas; empieza un arreglo nuevo con `m` y `k`",
    ),
    (
        "the largest array has 4096 bits",
        "el arreglo más grande tiene 4096 bits",
    ),
    (
        "an alias (a reference to an `&anchor`)",
        "un alias (una referencia a un `&ancla`)",
    ),
    ("an anchor", "un ancla"),
    ("a list", "una lista"),
    ("a mapping", "un mapa"),
    ("a tag", "una etiqueta"),
    ("a directive", "una directiva"),
    ("a reserved character", "un carácter reservado"),
    ("a block of text", "un bloque de texto"),
    ("a folded block of text", "un bloque de texto plegado"),
    ("a list item", "un elemento de lista"),
    ("a key", "una clave"),
    ("a string", "un texto"),
    ("a whole number", "un número entero"),
    ("a sequence", "una lista"),
    ("sequence", "una lista"),
    ("map", "un mapa"),
    ("struct Quiz", "un cuestionario"),
    ("the scene's `m`", "el `m` de la escena"),
    ("the scene's `k`", "el `k` de la escena"),
    ("the scene's `counting`", "el `counting` de la escena"),
    ("the number of operations", "el número de operaciones"),
    ("the highlighted bits", "la lista de bits resaltados"),
    (
        "the number of table columns",
        "el número de columnas de la tabla",
    ),
    ("the number of table rows", "el número de filas de la tabla"),
    ("the predict's `answer`", "el `answer` de la predicción"),
    (
        "the predict's `tolerance`",
        "la `tolerance` de la predicción",
    ),
    ("the number of choices", "el número de opciones"),
    ("the question's `id`", "el `id` de la pregunta"),
    ("the `answer`", "el `answer`"),
    ("the `tolerance`", "la `tolerance`"),
    ("the `formula`", "la `formula`"),
    ("the parameters", "la lista de parámetros"),
    (
        "the number of foreseen wrong answers",
        "el número de respuestas incorrectas previstas",
    ),
    ("right", "correcta"),
    ("wrong", "incorrecta"),
    ("hashed", "por hash"),
    ("struct Glossary", "un glosario"),
    ("struct Term", "un término"),
    ("the `term`", "el `term`"),
    ("the `meaning`", "el `meaning`"),
    ("a form", "una forma"),
    (
        "a lesson id in `requires`",
        "un id de lección en `requires`",
    ),
    ("struct Question", "una pregunta"),
];

/// Path words serde's messages start with (`question 2 › choice 1`).
const PATH_WORDS: &[(&str, &str)] = &[
    ("step", "paso"),
    ("question", "pregunta"),
    ("choice", "opción"),
    ("item", "elemento"),
    ("op", "operación"),
    ("position", "posición"),
    ("column", "columna"),
    ("row", "fila"),
    ("value", "valor"),
];

/// `message` in `lang`: itself in English, its Spanish form in Spanish
/// (itself when the catalogue does not know it).
pub fn message_in(lang: Lang, message: &str) -> String {
    match lang {
        Lang::En => message.to_owned(),
        Lang::Es => to_spanish(message).unwrap_or_else(|| message.to_owned()),
    }
}

/// Whether the catalogue knows `message` (for the test that keeps it
/// complete).
pub fn knows(message: &str) -> bool {
    to_spanish(message).is_some()
}

/// The Spanish pattern with `{0}`, `{1}`… replaced by the holes, in one
/// pass: a hole's own text (a file name with `{1}` in it) is never read
/// as a placeholder.
fn substitute(pattern: &str, holes: &[String]) -> String {
    let mut out = String::with_capacity(pattern.len());
    let mut rest = pattern;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let index = after
            .find('}')
            .and_then(|close| after[..close].parse::<usize>().ok().map(|i| (i, close)));
        match index.and_then(|(i, close)| holes.get(i).map(|hole| (hole, close))) {
            Some((hole, close)) => {
                out.push_str(hole);
                rest = &after[close + 1..];
            }
            None => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

fn to_spanish(message: &str) -> Option<String> {
    if let Some((_, spanish)) = PHRASES.iter().find(|(english, _)| *english == message) {
        return Some((*spanish).to_owned());
    }
    for (english, spanish) in PATTERNS {
        if let Some(holes) = fill(english, message) {
            let holes: Vec<String> = holes
                .iter()
                .map(|hole| to_spanish(hole).unwrap_or_else(|| (*hole).to_owned()))
                .collect();
            return Some(substitute(spanish, &holes));
        }
    }
    // serde's messages start with where: `question 2 › choice 1 › text: …`.
    let (path, rest) = message.split_once(": ")?;
    let words: Option<Vec<String>> = path.split(" › ").map(path_segment).collect();
    Some(format!("{}: {}", words?.join(" › "), to_spanish(rest)?))
}

fn path_segment(segment: &str) -> Option<String> {
    if !segment
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | ' '))
    {
        return None;
    }
    match segment.split_once(' ') {
        Some((word, number)) if number.chars().all(|c| c.is_ascii_digit()) => {
            let (_, spanish) = PATH_WORDS.iter().find(|(english, _)| *english == word)?;
            Some(format!("{spanish} {number}"))
        }
        // A field name, as the file writes it.
        None => Some(segment.to_owned()),
        Some(_) => None,
    }
}

/// The holes of `pattern` in `message`, when it matches: each hole takes
/// the shortest text up to the literal that follows it; the last one, the
/// rest.
fn fill<'a>(pattern: &str, message: &'a str) -> Option<Vec<&'a str>> {
    let mut pieces = pattern.split("{}");
    let first = pieces.next()?;
    let mut rest = message.strip_prefix(first)?;
    let literals: Vec<&str> = pieces.collect();
    let mut holes = Vec::with_capacity(literals.len());
    for (i, literal) in literals.iter().enumerate() {
        let last = i + 1 == literals.len();
        if last {
            let hole = rest.strip_suffix(literal)?;
            holes.push(hole);
            rest = "";
        } else if literal.is_empty() {
            return None;
        } else {
            let at = rest.find(literal)?;
            holes.push(&rest[..at]);
            rest = &rest[at + literal.len()..];
        }
    }
    (rest.is_empty() && holes.iter().all(|h| !h.is_empty())).then_some(holes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn holes_are_filled_and_phrases_translated() {
        assert_eq!(
            message_in(
                Lang::Es,
                "too many choices: 12, the limit is 9 (the keys 1 to 9 pick them)"
            ),
            "el número de opciones es 12, por encima del límite de 9 (se eligen con las teclas 1 a 9)"
        );
        assert_eq!(
            message_in(
                Lang::Es,
                "question 2 › choice 1 › correct: invalid type: string \"yes\", expected true or false"
            ),
            "pregunta 2 › opción 1 › correct: tipo no válido: string \"yes\"; se esperaba true o false"
        );
        assert_eq!(
            message_in(Lang::En, "`values` is empty"),
            "`values` is empty"
        );
        assert_eq!(message_in(Lang::Es, "something new"), "something new");
    }

    #[test]
    fn a_pattern_needs_every_literal() {
        assert_eq!(fill("a {} b {}", "a x b y"), Some(vec!["x", "y"]));
        assert_eq!(fill("a {} b", "a x c"), None);
        assert_eq!(fill("a {} b", "a x b"), Some(vec!["x"]));
        assert_eq!(fill("{} is empty", " is empty"), None);
    }

    /// A hole whose text holds `{1}` (a file name) is not filled again.
    #[test]
    fn holes_are_filled_once() {
        let holes = ["a{1}b.yaml".to_owned(), "X".to_owned()];
        assert_eq!(substitute("{0} y {1}", &holes), "a{1}b.yaml y X");
        assert_eq!(substitute("{7} {", &holes), "{7} {");
    }
}
