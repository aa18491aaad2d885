# La interfaz de bloomlab en español. Un mensaje por clave; `$name` es un
# argumento que pasa el código. Mismas claves y mismos argumentos que en
# en.ftl (lo comprueba tests/catalogues.rs). Una sección por parte del código.

## Palabras comunes

rows = { $count ->
    [one] { $count } fila
   *[other] { $count } filas
}

## check
# `bloomlab check`: los problemas de los archivos de lecciones, cuestionarios
# y glosarios, y las frases con que se construyen (un argumento puede ser otro mensaje).

check-as-is = { $text }
check-file-over-cap = el archivo es demasiado grande: { $size } bytes o más, el límite es { $limit } bytes (1 MiB): divídelo en varias lecciones o cuestionarios
check-cannot-read-file = no se puede leer el archivo: { $reason }
check-not-utf8 = esto no es texto UTF-8 (un archivo binario u otra codificación): guárdalo como UTF-8
check-binary-file = esto es un archivo binario, no texto YAML
check-indented-too-deeply = sangría de { $spaces } espacios: demasiado anidado para una lección o un cuestionario (como mucho { $limit })
check-brackets-too-deep = corchetes anidados a más de { $limit } niveles: ninguna lección ni cuestionario lo necesita
check-alias-bomb = las anclas y los alias (&, *) se expanden a demasiados datos: escribe el contenido completo
check-file-too-large = el archivo tiene { $size } bytes; el límite es { $limit } bytes (1 MiB): divídelo en varias lecciones o cuestionarios
check-duplicate-key = clave repetida `{ $key }` (aparece antes en la línea { $line }): quita una
check-cut-by-comment = YAML lee `{ $comment }` como un comentario, así que `{ $field }` termina en «{ $value }»: pon todo el texto entre comillas
check-yaml-tab-indent = esta línea está sangrada con un tabulador, que YAML no admite: sangra con espacios
check-yaml-tab-hint = { $problem } (sangra con espacios: YAML no admite tabuladores)
check-yaml-with-advice = { $problem }: { $advice }
check-yaml-too-deep = demasiado anidado (más de 128 niveles): ninguna lección ni cuestionario lo necesita
check-yaml-cut-short = { $problem }: el archivo termina en mitad de un valor (¿está cortado?)
check-yaml-colon-hint = { $problem } (un texto que contiene ": " va entre comillas: "así: esto")
check-yaml-token-hint = { $problem } (sangra con espacios: YAML no admite tabuladores; un texto que empieza por @ o ` va entre comillas)
check-yaml-indent-hint = { $problem } (compara la sangría de esta línea con la de las anteriores)
check-yaml-at-path = { $path }: { $problem }
check-path-join = { $head } › { $tail }
check-path-step = paso { $n }
check-path-question = pregunta { $n }
check-path-choice = opción { $n }
check-path-item = elemento { $n }
check-path-op = operación { $n }
check-path-position = posición { $n }
check-path-column = columna { $n }
check-path-row = fila { $n }
check-path-value = valor { $n }
check-path-term = término { $n }
check-path-form = forma { $n }
check-path-other = { $word } { $n }
check-serde-missing-field = falta el campo `{ $a }`
check-serde-unknown-field-one-of = campo desconocido `{ $a }`; se esperaba uno de { $b }
check-serde-unknown-field = campo desconocido `{ $a }`; se esperaba `{ $b }`
check-serde-unknown-value-one-of = valor desconocido `{ $a }`; se esperaba uno de { $b }
check-serde-unknown-value-or = valor desconocido `{ $a }`; se esperaba `{ $b }` o `{ $c }`
check-serde-invalid-type = tipo no válido: { $a }; se esperaba { $b }
check-serde-invalid-value = valor no válido: { $a }; se esperaba { $b }
check-serde-invalid-length = longitud no válida { $a }; se esperaba { $b }
check-serde-duplicate-field = campo repetido `{ $a }`
check-serde-eof = fin del archivo al leer { $a }
check-serde-true-or-false = true o false
check-serde-a-number = un número
check-serde-a-whole-number = un número entero
check-serde-a-string = un texto
check-serde-a-sequence = una lista
check-serde-sequence = una lista
check-serde-a-map = un mapa
check-serde-struct-quiz = un cuestionario
check-serde-struct-question = una pregunta
check-serde-struct-glossary = un glosario
check-serde-struct-term = un término
check-serde-one-number = 1 número
check-serde-one-or-more-numbers = uno o más números
check-yaml-tab-scalar = hay un tabulador que rompe la sangría al leer un texto
check-yaml-expected-key = no se encontró la clave esperada al leer un mapa en bloque
check-yaml-expected-dash = no se encontró el '-' esperado al leer una lista en bloque
check-yaml-no-mapping-values = aquí no se admiten valores de mapa
check-yaml-alias-character = no se encontró la letra o cifra esperada al leer un alias
check-yaml-bad-character = hay un carácter que no puede empezar ningún elemento
check-yaml-no-list-items = aquí no se admiten elementos de lista
check-yaml-no-mapping-keys = aquí no se admiten claves de mapa
check-yaml-block-scalar = no se encontró el comentario o salto de línea esperado al leer un bloque de texto
check-yaml-unclosed-quote = el archivo termina dentro de un texto entre comillas (¿faltan las comillas de cierre?)
check-yaml-reads-alias = un alias (una referencia a un `&ancla`)
check-yaml-reads-anchor = un ancla
check-yaml-reads-list = una lista
check-yaml-reads-mapping = un mapa
check-yaml-reads-tag = una etiqueta
check-yaml-reads-directive = una directiva
check-yaml-reads-reserved = un carácter reservado
check-yaml-reads-block = un bloque de texto
check-yaml-reads-folded = un bloque de texto plegado
check-yaml-reads-list-item = un elemento de lista
check-yaml-reads-key = una clave
check-yaml-quote-start = el texto `{ $shown }` empieza por `{ $start }`, que YAML lee como { $meaning }; pon todo el texto entre comillas: "{ $shown }" (o 'así' si lleva comillas dobles)
check-yaml-quote-colon = el texto `{ $shown }` termina en `:`, que YAML lee como una clave; pon todo el texto entre comillas: "{ $shown }" (o 'así' si lleva comillas dobles)
check-shape-hint = una lección es un mapa con `id`, `lang`, `title` y `steps`; un cuestionario tiene `id`, `lang`, `title` y `questions`
check-lang-english = inglés
check-lang-spanish = español
check-file-empty = el archivo está vacío: { $shape }
check-top-not-mapping = el nivel superior no es un mapa (claves y valores): { $shape }
check-both-steps-and-questions = este archivo tiene `steps` y `questions`: pon la lección y el cuestionario en dos archivos
check-glossary-not-document = esto es un glosario (tiene `terms`), no una lección ni un cuestionario que abrir: `bloomlab check` lo lee junto con las lecciones
check-neither-steps-nor-questions = no hay `steps` ni `questions`: { $shape }
check-cannot-open = no se puede abrir: { $reason }
check-cannot-read-folder = no se puede leer la carpeta: { $reason }
check-no-yaml-files = no hay archivos .yaml ni .yml en esta carpeta
check-defined-twice = { $kind ->
        [lesson] la lección
       *[other] el cuestionario
    } `{ $id }` en el idioma `{ $lang }` también aparece en { $first }
check-replaces-shipped-in-one-language = { $kind ->
        [lesson] la lección
       *[other] el cuestionario
    } `{ $id }` sustituye a la versión que trae la app ({ $shipped }) solo en { $lang }: quien elija { $other } seguiría viendo la original; dale un id propio o sustituye también la versión en { $other }
check-replaces-shipped = { $kind ->
        [lesson] la lección
       *[other] el cuestionario
    } `{ $id }` sustituye a la versión que trae la app ({ $shipped }) para quien estudia en { $lang }
check-quiz-unknown = `quiz` nombra `{ $quiz }`, que no es un cuestionario; los cuestionarios son: { $known }
check-file-name-lang = el nombre del archivo dice `{ $named }` pero el archivo dice `lang: { $lang }`: cambia el nombre o corrige `lang`
check-twin-other-id = { $kind ->
        [lesson] el id de esta lección
       *[other] el id de este cuestionario
    } es `{ $id }`, pero la versión en { $lang } ({ $path }) es { $twin_kind ->
        [lesson] la lección
       *[other] el cuestionario
    } `{ $twin_id }`: los dos idiomas de una lección o un cuestionario necesitan el mismo id
check-no-twin = { $kind ->
        [lesson] la lección
       *[other] el cuestionario
    } `{ $id }` no tiene versión en { $other } entre los archivos revisados; quien elija { $other } verá la versión en { $lang }
check-count-steps = { $mine ->
        [one] { $mine } paso
       *[other] { $mine } pasos
    } aquí, pero { $theirs } en la versión en { $lang } ({ $place }): los dos idiomas deben coincidir en pasos y en su orden
check-count-questions = { $mine ->
        [one] { $mine } pregunta
       *[other] { $mine } preguntas
    } aquí, pero { $theirs } en la versión en { $lang } ({ $place }): los dos idiomas deben coincidir en preguntas y en su orden
check-no-quiz = ningún cuestionario
check-code = `{ $text }`
check-twin-other-quiz = el `quiz` de la lección es { $here } aquí pero { $there } en la versión en { $lang } ({ $place }): los dos idiomas deben apuntar al mismo cuestionario
check-item-differs = { $item } no coincide con la versión en { $lang }: { $field } es { $here } aquí, pero { $there } allí ({ $place })
check-item-only-here = { $item } no coincide con la versión en { $lang }: { $field } aparece aquí, pero no allí ({ $place })
check-item-only-there = { $item } no coincide con la versión en { $lang }: { $field } no aparece aquí, pero sí allí ({ $place })
check-fact-scene-m = el `m` de la escena
check-fact-scene-k = el `k` de la escena
check-fact-scene-counting = el `counting` de la escena
check-fact-op-count = el número de operaciones
check-fact-highlighted-bits = la lista de bits resaltados
check-fact-table-columns = el número de columnas de la tabla
check-fact-table-rows = el número de filas de la tabla
check-fact-predict-answer = el `answer` de la predicción
check-fact-predict-tolerance = la `tolerance` de la predicción
check-fact-experiment-field = el `{ $field }` del experimento
check-fact-op = la operación { $n }
check-fact-op-positions = la lista de posiciones de la operación { $n }
check-fact-hashed = por hash
check-fact-choice-count = el número de opciones
check-fact-choice = la opción { $n }
check-fact-right = correcta
check-fact-wrong = incorrecta
check-fact-question-id = el `id` de la pregunta
check-fact-answer = el `answer`
check-fact-tolerance = la `tolerance`
check-fact-formula = la `formula`
check-fact-parameters = la lista de parámetros
check-fact-parameter = el parámetro `{ $name }`
check-fact-slip-count = el número de respuestas incorrectas previstas
check-fact-slip = la respuesta incorrecta prevista { $n }
check-text-empty = { $what } está en blanco
check-placeholder-outside-calculated = { $what } muestra { $placeholder }, que se vería tal cual: los marcadores solo se rellenan en el enunciado, la pista y la explicación de una pregunta calculada; escribe el número (en un cuestionario, o haz la pregunta `type: calculated`)
check-too-few-choices = necesita al menos dos opciones (tiene { $count })
check-what-choices = opciones
check-advice-choice-keys = se eligen con las teclas 1 a 9
check-what-choice-text = el texto de la opción
check-what-choice-feedback = la respuesta de la opción
check-no-correct-choice = ninguna opción tiene `correct: true`
check-several-correct-choices = { $count } opciones están marcadas como correctas; una pregunta de opción única necesita exactamente una (usa `type: multiple` para más)
check-too-many = el número de { $what } es { $count }, por encima del límite de { $limit }
check-too-many-because = el número de { $what } es { $count }, por encima del límite de { $limit } ({ $why })
check-text-too-long = { $what } tiene { $count } caracteres, más que el límite de { $limit } por texto (divídelo en varios pasos o preguntas)
check-what-term = el `term`
check-what-meaning = el `meaning`
check-glossary-no-forms = `forms` enumera las palabras que se buscan en las lecciones: da al menos una
check-what-form = una forma
check-glossary-term-twice = el término «{ $term }» también es el término { $first } de este glosario: da cada término una sola vez
check-glossary-bad-taught = `taught` es el id de la lección y el paso que enseña el término, como bloom-formula#12 (los pasos se cuentan desde 1), no `{ $taught }`
check-requires-itself = una lección no se requiere a sí misma: quita su propio id de `requires`
check-requires-unknown = `requires` nombra `{ $required }`, que no es una lección; las lecciones son: { $known }
check-taught-unknown-lesson = `taught` nombra la lección `{ $lesson }`, que no existe; las lecciones son: { $known }
check-taught-step-past-end = `taught` nombra el paso { $step } de `{ $lesson }`, que tiene { $steps ->
        [one] { $steps } paso
       *[other] { $steps } pasos
    }
check-term-used-early = «{ $term }» se usa aquí, en el paso { $here }, antes de que el paso { $step } lo enseñe ({ $lesson }#{ $step }): enséñalo antes o dilo con otras palabras
check-term-from-unrequired = «{ $term }» se enseña en { $lesson }#{ $step }, una lección que esta no requiere: agrega `requires: [{ $lesson }]` o enséñalo antes en esta lección
check-predict-answer-shown = la respuesta de esta predicción se ve encima de ella, en la línea { $line } columna { $column } («{ $quoted }»): ocúltala hasta que se responda (pásala a `reveal` o a la `explanation` de la predicción)
check-why-comments = una fórmula no admite comentarios
check-why-hexadecimal = no se admiten números hexadecimales, binarios ni octales: escribe el número en decimal
check-why-two-operators = dos operadores seguidos
check-why-operator-before = un operador necesita un número delante
check-why-two-operands = dos números o nombres sin un operador entre ellos
check-why-closes-nothing = este paréntesis no cierra nada
check-why-empty-parentheses = paréntesis vacíos
check-why-operator-after = un operador necesita un número detrás
check-why-comma-outside = una coma fuera de los paréntesis de una función
check-why-never-closed = este paréntesis no se cierra
check-arity-one-or-more = uno o más números
check-arity-numbers = { $count ->
        [one] { $count } número
       *[other] { $count } números
    }
check-value-empty = { $what } está vacío: escribe una expresión como bits_per_element(0.01)
check-value-unreadable = no se puede leer { $what }: { $why }; escríbelo así: bits_per_element(0.01) o 1 - 0.95^20
check-value-unreadable-at = no se puede leer { $what } en la columna { $column } de su expresión (`{ $near }`): { $why }; escríbelo así: bits_per_element(0.01) o 1 - 0.95^20
check-value-too-long = { $what } es demasiado largo: { $count } caracteres, el límite para una expresión es { $limit }
check-value-unknown-name = { $what } usa `{ $name }`, que no es un número: un valor calculado en el texto no tiene parámetros; escribe el número, como en fp_bloom(1000, 7, 100)
check-value-unknown-function = { $what } llama a `{ $name }`, que aquí no es una función; las funciones son: { $functions }
check-value-arity = en { $what }, `{ $function }` recibe { $takes } (tiene { $got })
check-value-not-arithmetic = { $what } contiene `{ $piece }`: solo admite números, + - * / % ^, paréntesis y funciones
check-value-not-finite = { $what } no es un número finito: revisa los números que recibe cada función (una tasa p está entre 0 y 1, k entre 1 y 64, cualquier otro número es mayor que 0)
check-value-unclosed = `{"{"}{"{"}` empieza un valor calculado que ningún `{"}"}{"}"}` cierra: ciérralo, o escribe \{"{"}{"{"} para los caracteres {"{"}{"{"} tal cual
check-what-computed-value = el valor calculado `{ $shown }`
check-value-bad-format = { $what } tiene el formato `{ $format }`, que no es ninguno de estos: { $formats }
check-formats-help = 2 (decimales), %1 (un porcentaje), s3 (cifras significativas), int (un número entero) o x3 (notación científica)
check-what-answer-expression = el `answer` `{ $shown }`
check-quiz-no-questions = un cuestionario necesita al menos una pregunta
check-what-questions-in-quiz = preguntas en un cuestionario
check-advice-split-quiz = divídelo en varios cuestionarios
check-duplicate-question-id = id de pregunta repetido `{ $id }` (la pregunta { $first } también lo tiene): los ids no se repiten en un cuestionario
check-question-unreadable = no se pudo leer una pregunta
check-points-range = `points` debe ir de 1 a { $limit } (es { $got })
check-kind-words = { $kind ->
        [single] de opción única
        [multiple] de opción múltiple
        [true-false] de verdadero o falso
        [numeric] numérica
        [calculated] calculada
       *[other] { $kind }
    }
check-field-not-for-kind = `{ $field }` no corresponde a una pregunta { $kind }
check-kind-needs-field = una pregunta { $kind } necesita `{ $field }`
check-answer-must-be = `answer` debe ser { $what }
check-kind-needs-tolerance = una pregunta { $kind } necesita `tolerance` con `absolute: X` o `relative: X`
check-tolerance-one-of = `tolerance` necesita exactamente uno de `absolute` o `relative`
check-relative-tolerance-fraction = una tolerancia relativa es una fracción de la respuesta: 0.05 significa ±5 % (es { $got })
check-tolerance-positive = la tolerancia debe ser mayor que 0 (es { $got })
check-slips-not-for-kind = `feedback_for` no se aplica a una pregunta { $kind }: da a cada opción su propio `feedback`
check-slips-count = `feedback_for` indica de 1 a { $limit } respuestas incorrectas, no { $count }
check-slip-is-right = { $value } se acepta como respuesta correcta (dentro de la `tolerance`), así que este comentario nunca se vería
check-slip-value-finite = `value` debe ser un número finito
check-slip-formula-needs-parameters = una `formula` necesita parámetros: en una pregunta numérica da el `value` incorrecto
check-slip-value-or-formula = cada entrada de `feedback_for` lleva exactamente uno de `value` (un número incorrecto) o `formula` (una fórmula incorrecta sobre los parámetros)
check-parameter-not-finite = el parámetro `{ $param }` debe ser un número finito
check-parameter-p-range = el parámetro `p` debe quedar estrictamente entre 0 y 1
check-parameter-k-range = el parámetro `k` debe quedar entre 1 y { $max }
check-parameter-k-whole = el parámetro `k` debe ser un número entero: una consulta hace un número entero de sondeos
check-parameter-positive = el parámetro `{ $param }` debe quedar por encima de 0
check-calculated-needs-formula = una pregunta calculada necesita `formula`
check-what-parameters = parámetros en una pregunta
check-advice-ten-numbers = un enunciado muestra como mucho diez números
check-formula-needs-parameter = la fórmula `{ $formula }` necesita el parámetro `{ $needed }` (usa { $uses })
check-formula-unreadable-at = no se puede leer la fórmula `{ $formula }` en la columna { $column } (`{ $near }`): { $why }; escríbela así: `4 * m / 8 / 1e6`
check-formula-unknown = fórmula desconocida `{ $formula }`; las fórmulas son: { $formulas }; o escribe una expresión con los parámetros, como `4 * m / 8 / 1e6`
check-there-are-none = no hay ninguno
check-formula-unreadable = no se puede leer la fórmula `{ $formula }`: { $why }; escríbela así: `4 * m / 8 / 1e6`
check-formula-too-long = la fórmula es demasiado larga: { $count } caracteres, el límite es { $limit }
check-formula-unknown-name = la fórmula `{ $formula }` usa `{ $name }`, que no es uno de los `parameters` ({ $parameters })
check-formula-unknown-function = la fórmula `{ $formula }` llama a `{ $name }`, que aquí no es una función; las funciones son: { $functions }
check-formula-arity = en la fórmula `{ $formula }`, `{ $function }` recibe { $takes } (tiene { $got })
check-formula-not-arithmetic = la fórmula `{ $formula }` contiene `{ $found }`: una fórmula solo admite números, parámetros, + - * / % ^, paréntesis y funciones
check-values-empty = `values` está vacío
check-what-values = números en `values`
check-values-or-min-max = da `values` o bien `min` y `max`, no ambos
check-min-above-max = `min` ({ $min }) es mayor que `max` ({ $max })
check-step-positive = `step` debe ser mayor que 0 (es { $got })
check-needs-min-max-or-values = necesita `min` y `max`, o `values`
check-got = { $problem } (es { $got })
check-drawn-as = `{ $param }` puede salir { $drawn }, que el enunciado muestra como { $shown }: { $problem }; estrecha el rango
check-prompt-misses-parameter = el enunciado no muestra { $placeholder }: sin el número que sale para `{ $param }` no se puede responder
check-the-prompt = el enunciado
check-the-explanation = la explicación
check-the-hint = la pista
check-shows-unknown-parameter = { $what } muestra { $placeholder }, que no es uno de los `parameters`
check-formula-exact-calls = la fórmula `{ $formula }` llama { $count } veces a `fp_exact`: cada llamada puede ser lenta y la revisión debe probar la fórmula con muchos sorteos; llámala como mucho { $limit } veces
check-formula-not-finite-narrow = la fórmula `{ $formula }` no da un resultado finito con { $at } (los números como los muestra el enunciado): estrecha el rango de `{ $param }`
check-formula-not-finite = la fórmula `{ $formula }` no da un resultado finito con { $at } (los números como los muestra el enunciado): estrecha los rangos
check-formula-zero-narrow = la fórmula `{ $formula }` da 0, donde una tolerancia relativa solo acepta el propio 0, con { $at } (los números como los muestra el enunciado): estrecha el rango de `{ $param }`
check-formula-zero = la fórmula `{ $formula }` da 0, donde una tolerancia relativa solo acepta el propio 0, con { $at } (los números como los muestra el enunciado): estrecha los rangos
check-formula-too-slow = la fórmula `{ $formula }` es demasiado lenta de revisar: en el tiempo que tiene solo prueba { $tried } de los números que pueden salir, y hacen falta al menos { $needed }; llama menos veces a `fp_exact`, o con menos sondeos k
check-tolerance-too-wide = la tolerancia ±{ $tolerance } es tan ancha como la propia respuesta (como mucho { $largest }): acepta el 0 y cualquier número cercano a la respuesta por igual; da una tolerancia muy por debajo de la respuesta
check-predict-choices-and-answer = una predicción tiene `choices` o un `answer` numérico, no ambos
check-answer-finite = `answer` debe ser un número finito
check-predict-needs-tolerance = una predicción numérica necesita `tolerance` con `absolute: X` o `relative: X`
check-what-required-id = un id de lección en `requires`
check-lesson-no-steps = una lección necesita al menos un paso
check-what-steps-in-lesson = pasos en una lección
check-advice-split-lesson = divídela en varias lecciones
check-what-predict-question = la `question` de la predicción
check-what-predict-explanation = la `explanation` de la predicción
check-tolerance-without-answer = `tolerance` acompaña a un `answer` numérico: agrega `answer` o quítala
check-reveal-without-predict = `reveal` se muestra al responder una pregunta de predicción: agrega `predict` a este paso o pasa el texto a `text`
check-what-step-title = el `title` del paso
check-what-step-text = el `text` del paso
check-what-step-section = la `section` del paso
check-what-step-reveal = el `reveal` del paso
check-table-no-header = la tabla necesita una cabecera con al menos una columna
check-what-table-columns = columnas en una tabla
check-what-table-rows = filas en una tabla
check-advice-split-steps = repártela en varios pasos
check-what-table-cell = una celda de la tabla
check-row-cells = esta fila tiene { $cells ->
        [one] { $cells } celda
       *[other] { $cells } celdas
    } pero la cabecera tiene { $header }
check-hashing-unknown = `hashing` es `double`, `independent` o `both`, no `{ $hashing }`
check-structures-leave-out = con `structures`, quita `{ $field }`: cada estructura se dimensiona para `p` como lo hace `bloomlab compare`
check-structures-need-p = con `structures`, da la tasa objetivo `p`
check-structures-count = indica de 1 a { $limit } estructuras, no { $count }
check-structure-unknown = `{ $name }` no es una estructura: usa una de estas: { $known }
check-structure-not-at-rate = `{ $name }` no se mide con p = { $p }: los filtros de huellas de 8 y 16 bits se dimensionan para 1/256 y 1/65536, y los filtros de Bloom para cualquier otra tasa
check-experiment-m-and-p = da `m` o `p`, no ambos: con `p` los bits se calculan para esa tasa
check-experiment-needs-m-or-p = un experimento necesita `m` (los bits) o `p` (una tasa objetivo para dimensionarlos)
check-experiment-m-needs-k = con `m`, da también `k`
check-shows-with-structures = con `structures`, quita `shows`: una comparación muestra la tasa, el coste y el veredicto de cada estructura
check-shows-empty = `shows` indica al menos uno de { $allowed } (quítalo para mostrar los cuatro)
check-shows-unknown = `{ $name }` no es algo que muestre un experimento: usa { $allowed }
check-shows-twice = `{ $name }` aparece dos veces en `shows`
check-experiment-cannot-run = este experimento no puede ejecutarse: { $why }
check-experiment-too-slow = este experimento tardaría unos { $seconds } s en dos núcleos ({ $probes } sondeos a { $nanos } ns cada uno), más que los { $limit } s que puede esperar una lección: pide una `precision` menos fina, o da menos claves o una tasa mayor
check-experiment-measures-nothing = este experimento no puede medir nada: { $why }
check-engine-error = { $param }: { $problem }
check-engine-not-a-probability = debe ser una probabilidad estrictamente entre 0 y 1, como 0.01 o 1% (es { $got })
check-engine-whole-out-of-range = debe ser un número entero de { $min } a { $max } (es { $got })
check-engine-real-out-of-range = debe ser un número de { $min } a { $max }, como { $example } (es { $got })
check-position-outside = la posición { $position } está fuera del arreglo: las posiciones van de 0 a { $last } (m = { $m })
check-positions-count = `positions` necesita exactamente k = { $k } posiciones (tiene { $got })
check-remove-needs-counting = `remove` necesita una escena con contadores (`counting: true`): un filtro simple no puede borrar
check-remove-absent = «{ $word }» no se puede borrar: el contador { $position } ya está a 0 (¿se agregó?)
check-scene-no-array = esta escena aún no tiene arreglo de bits: da `m` y `k` aquí o en una escena anterior
check-what-scene-ops = operaciones en una escena
check-advice-scene-ops = la pantalla muestra una línea por cada una: repártelas en varios pasos
check-what-lesson-ops = operaciones en las escenas de una lección
check-advice-lesson-ops = contadas en todas sus escenas hasta aquí: divide la lección
check-what-scene-words = palabras en el arreglo de una escena
check-advice-scene-words = agregadas y no borradas; empieza un arreglo nuevo con `m` y `k`
check-what-positions = posiciones en una lista
check-advice-positions = el arreglo más grande tiene 4096 bits
check-what-highlight-why = el `why` del resaltado
check-word-too-long = la palabra es demasiado larga: { $count } caracteres, el límite es { $limit } (la escena la escribe junto a sus bits)
check-what-word = la palabra
check-what-note = la `note`
check-scene-m-range = m debe ir de 1 a { $limit } (es { $got })
check-scene-k-range = k debe ir de 1 a { $limit } (es { $got })
check-scene-m-needs-k = una escena que fija `m` empieza un arreglo nuevo y necesita también `k`
check-scene-k-needs-m = `k` solo puede darse con `m` (juntos empiezan un arreglo nuevo)
check-scene-counting-needs-m-k = `counting` solo puede darse con `m` y `k` (empieza un arreglo nuevo)
check-op-one-action = una operación necesita exactamente una de `add`, `query`, `remove` (cada una con una palabra, como `add: uva`) o `clear` (con una lista de posiciones)
check-clear-takes-positions = `clear` recibe sus posiciones directamente: `clear: [2, 7]`
check-clear-needs-position = `clear` necesita al menos una posición
check-file-ok = { $file }: correcto ({ $kind ->
        [lesson] lección
        [quiz] cuestionario
        [glossary] glosario
       *[other] { $kind }
    })
check-warning = aviso: { $problem }
check-summary = { $total ->
        [one] { $total } archivo revisado
       *[other] { $total } archivos revisados
    }: { $valid ->
        [one] { $valid } válido
       *[other] { $valid } válidos
    }, { $invalid } con problemas ({ $problems ->
        [one] { $problems } problema
       *[other] { $problems } problemas
    }{ $warnings ->
        [0] {""}
        [one] , { $warnings } aviso
       *[other] , { $warnings } avisos
    }).
