# La interfaz de bloomlab en español. Un mensaje por clave; `$name` es un
# argumento que pasa el código. Mismas claves y mismos argumentos que en
# en.ftl (lo comprueba tests/catalogues.rs). Una sección por parte del código.

## Palabras comunes

rows = { $count ->
    [one] { $count } fila
   *[other] { $count } filas
}

## quiz

quiz-number-not-a-number = Escribe un número, como 9,6; 1e-4 o 50 %.
quiz-number-thousands-or-decimals = ¿Miles o decimales? Escribe los miles con espacios (292 343); si son decimales, agrega un cero al final (292,3430).
quiz-number-comma-groups = Usa coma para los decimales (2,5) o un punto; agrupa los miles con espacios (10 000).
quiz-number-one-separator = Usa un solo separador decimal (6,93 o 6.93) y agrupa los miles con espacios (10 000).
quiz-lesson-answer-first = Responde la pregunta primero.
quiz-lesson-last-step = Es el último paso. Esc para volver.
quiz-skipped-no-answer = Se salta { $ids }: sus números no dan una respuesta que se pueda corregir (quien escribió el cuestionario puede arreglar los rangos).
quiz-tick-one-first = Marca al menos una opción (Espacio) y luego Enter.
quiz-leave-warning = Pulsa Esc otra vez para salir: este intento no se guardará.
quiz-key-back = volver
quiz-key-start = empezar
quiz-key-retry-missed = repetir falladas
quiz-key-scroll = desplazar
quiz-key-all-again = todas otra vez
quiz-key-done = terminar
quiz-key-next = siguiente
quiz-key-hint = pista
quiz-key-submit = enviar
quiz-key-answer = responder
quiz-key-space-digits = Espacio 1-9
quiz-key-mark = marcar
quiz-key-true-false-keys = v/f 1/2
quiz-key-true-false = verdadero / falso
quiz-key-type = escribir
quiz-key-erase = borrar
quiz-key-select = elegir
quiz-key-space = Espacio
quiz-key-pick-up = tomar
quiz-key-put-down = soltar
quiz-key-move = mover
quiz-list-title = Autoevaluaciones
quiz-list-entry = { $title } ({ $count ->
    [one] { $count } pregunta
   *[other] { $count } preguntas
})
quiz-header-done = terminado · { $got }/{ $max } puntos
quiz-header-question = pregunta { $number } de { $count } · { $got }/{ $max } puntos
quiz-hint = Pista: { $hint }
quiz-your-answer-label = Tu respuesta:
quiz-number-how = Decimales con coma (2,5) o con punto; también valen 1e-4 y 50 %.
quiz-your-answer-note = ← tu respuesta
quiz-also-right-note = ← también correcta: sin marcar
quiz-order-moving = ← en movimiento: ↑↓ lo llevan, Espacio lo suelta
quiz-order-belongs = ← va en el lugar { $place }
quiz-verdict-correct = ✓ Correcto
quiz-verdict-partly = ◐ En parte bien
quiz-verdict-incorrect = ✗ Incorrecto
quiz-the-answer-is = la respuesta es { $answer }
quiz-order-in-place = { $placed } de { $count } elementos en su lugar: { $points } de { $max ->
    [one] { $max } punto
   *[other] { $max } puntos
}.
quiz-summary-score = Puntos: { $got } de { $max } ({ $percent } %)
quiz-summary-all-right = ✓ Todas las preguntas bien.
quiz-summary-missed = Preguntas falladas:
quiz-summary-your-answer = Tu respuesta: { $answer }
quiz-summary-right-answer = Respuesta correcta: { $answer }
quiz-summary-retry = r repite solo las preguntas falladas.
quiz-true = Verdadero
quiz-false = Falso
quiz-key-move-at-once = mover el elemento elegido de una vez (ordenar)
