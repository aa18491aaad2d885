# La interfaz de bloomlab en español. Un mensaje por clave; `$name` es un
# argumento que pasa el código. Mismas claves y mismos argumentos que en
# en.ftl (lo comprueba tests/it/catalogues.rs). Una sección por parte del código.

## Palabras comunes

# Una tasa demasiado pequeña para un porcentaje: «1 de cada 94 300 000».
units-one-in = 1 de cada { $n }

rows = { $count ->
    [one] { $count } fila
   *[other] { $count } filas
}

# Una fecha y hora en una tabla (strftime), como en una frase: 30/11/2026 09:15.
words-date-time-short = %d/%m/%Y %H:%M

# Una fecha y hora en una frase ($day y $month con dos cifras): «a la 01:30»,
# «a las 09:15».
words-date-time = { $day }/{ $month }/{ $year } { $hour ->
    [one] a la
   *[other] a las
} { $time }

## quiz

quiz-number-not-a-number = Escribe un número, como 2,5; 12,5 % o 1e-4.
quiz-number-not-a-number-no-share = Escribe un número, como 2,5 o 1e6.
quiz-number-thousands-or-decimals = ¿Miles o decimales? Escribe los miles con espacios (15 000) y los decimales con coma (1,5).
quiz-number-share-over-one = ¿{ $typed } o { $typed } %? Si quieres decir { $typed } %, escribe también el signo %; si no, vuelve a pulsar Enter para responder { $typed }.
quiz-number-percent-not-a-share = Esta respuesta no es una tasa (un porcentaje), sino un número: escríbela sin %.
quiz-number-percent-in-unit = Esta respuesta no es una tasa (un porcentaje), sino un número de { $unit }: escríbela sin %.
quiz-number-comma-groups = Usa coma para los decimales (2,5) o un punto; agrupa los miles con espacios (15 000).
quiz-number-one-separator = Usa un solo separador decimal (2,5 o 2.5) y agrupa los miles con espacios (15 000).
quiz-number-space-groups = Un espacio dentro de un número agrupa los miles, de tres en tres cifras (15 000): quita el espacio o agrupa bien las cifras.
quiz-lesson-answer-first = Responde a la pregunta primero.
lesson-choices-now-in-view = Aquí están las opciones; pulsa la tecla otra vez para responder.
quiz-lesson-last-step = Es el último paso: pulsa Esc para volver.
quiz-skipped-no-answer = Se salta { $ids }: sus números no dan una respuesta que se pueda corregir (quien escribió la autoevaluación puede arreglar los rangos).
quiz-letters-not-in-number = Las letras no forman parte de un número, así que «{ $c }» se ha quitado; donde la respuesta lleva unidad, ya está escrita tras el recuadro.
quiz-number-fraction = Aquí no se puede escribir una fracción: su «/» se quedó fuera, así que el recuadro tiene { $kept }, que es otro número. Bórralo (⌫) y escribe la fracción como decimal (0,95){ $percent ->
    [yes] {" "}o como porcentaje (95 %).
   *[no] .
}
quiz-char-not-in-number = «{ $c }» no forma parte de un número y no se ha escrito: escribe una fracción como decimal (0,95){ $percent ->
    [yes] {" "}o como porcentaje (95 %).
   *[no] .
}
quiz-number-left-out-enter = Sin «{ $left }», esto es { $kept }: corrígelo (⌫) o vuelve a pulsar Enter para responder { $kept }.
quiz-tick-one-first = Marca al menos una opción (Espacio) y luego Enter.
quiz-leave-warning = Pulsa { $key } otra vez para salir: este intento no se guardará.
quiz-key-back = volver
quiz-key-leave = salir
quiz-key-resume = retomar
quiz-key-start = empezar
quiz-key-retry-missed = repetir falladas
quiz-key-scroll = desplazar
quiz-all-again-ask = a otra vez: todo de nuevo (este intento queda guardado). Otra tecla: no.
quiz-key-all-again = todas otra vez
quiz-key-next = siguiente
quiz-key-hint = pista
quiz-no-hint = Esta pregunta no tiene pista.
quiz-key-answer = responder
quiz-key-space-digits = Espacio { $digits }
quiz-key-move-cursor = moverse
quiz-key-tick = marcar / desmarcar
quiz-key-true-false-keys = v/f 1/2
quiz-key-true-false = responder verdadero / falso
quiz-key-type = escribir
quiz-key-erase = borrar
quiz-key-select = moverse
quiz-key-space = Espacio
quiz-key-pick-up = tomar
quiz-key-put-down = soltar
quiz-key-move = mover
quiz-list-title = Autoevaluaciones
quiz-list-entry = { $title } ({ $count ->
    [one] { $count } pregunta
   *[other] { $count } preguntas
})
quiz-list-entry-points = { $title } ({ $count } preguntas, { $points } puntos)
quiz-worth = {" "}(Vale { $points } puntos.)
quiz-drawn-again = {" "}(Sus números se sortean de nuevo: no son los del intento fallido.)
quiz-drawn-again-left = {" "}(Sus números se sortean de nuevo: no son los que tenía al salir.)
quiz-header-done = terminado · puntos: { $got }/{ $max }
quiz-header-question = pregunta { $number } de { $count } · puntos: { $got }/{ $max }
quiz-hint = Pista. { $hint }
quiz-your-answer-label = Tu respuesta:
# Las unidades que dan las autoevaluaciones del curso a las respuestas
# numéricas, según el número (1 función de hash, 2 funciones de hash). Una
# `unit` que no sea ninguna de estas se muestra como la escribió su autor.
quiz-unit-bits = { $count ->
    [one] bit
   *[other] bits
}
quiz-unit-bits-per-element = { $count ->
    [one] bit por elemento
   *[other] bits por elemento
}
quiz-unit-hash-functions = { $count ->
    [one] función de hash
   *[other] funciones de hash
}
quiz-number-how = Decimales con coma (2,5) o con punto. Un número entre 0 y 1 (una tasa, una proporción, un factor) también se puede escribir como porcentaje (12,5 %), y una potencia de diez, como 1e-4 para 1·10⁻⁴.
quiz-number-how-no-share = Decimales con coma (2,5) o con punto; un millón se escribe 1e6.
quiz-you-chose = has elegido la { $row }
quiz-you-chose-word = has elegido «{ $word }»
quiz-also-right-note = ← correcta, pero sin marcar
quiz-also-right-note-short = ← correcta, sin marcar
quiz-order-moving = ← en movimiento: ↑↓ la llevan, Espacio la suelta
quiz-order-moving-short = ← en movimiento
quiz-order-belongs = ← va en el lugar { $place }
quiz-note-under-options = Nota sobre la { $option }): { $said }
quiz-verdict-correct = ✓ Correcto
quiz-verdict-partly = ◐ En parte bien
quiz-verdict-incorrect = ✗ Incorrecto
quiz-the-answer-in-percent = , es decir, { $percent }
quiz-rounding-decided = Redondeada, la respuesta parece lo bastante cerca, pero sin redondear es { $exact }: la tuya se aleja { $off }, más que el margen.
quiz-percent-sign-missing = { $typed } se lee como { $read } %; para { $typed } % escribe el signo %.
quiz-right-unrounded = { $right }, sin redondear { $exact }
quiz-the-answer-is = la respuesta es { $answer }
quiz-order-in-place = { $placed } de { $count } opciones en su lugar: { $points } de { $max ->
    [one] { $max } punto
   *[other] { $max } puntos
}.
quiz-summary-score = Puntos: { $got } de { $max } ({ $percent } %)
quiz-summary-worth = Las { $count } preguntas valen { $max } puntos: { $heavy ->
    [one] una vale más de un punto.
   *[other] { $heavy } valen más de un punto.
}
quiz-summary-all-right = ✓ Todas las preguntas bien.
quiz-summary-missed = Preguntas falladas:
quiz-summary-missed-or-partly = Falladas o acertadas en parte:
quiz-summary-your-answer = Tu respuesta: { $answer }
quiz-summary-right-answer = Respuesta correcta: { $answer }
quiz-summary-retry = r repite solo las preguntas falladas.
quiz-true = Verdadero
quiz-false = Falso
quiz-key-move-at-once = mover un lugar la opción marcada con ▶, sin tomarla antes (ordenar)
quiz-list-half-done = {" "}· sin terminar: { $answered } de { $count } respondidas
quiz-list-last = {" "}· último intento completo: { $got }/{ $max } puntos
## lesson, playground, history, sizing, home

ui-key-back = volver
ui-and = y
lesson-list-entry = Lección { $number }: { $title }
lesson-list-progress = Hasta el paso { $step } de { $steps }.
lesson-list-finished = Terminada.
lesson-number = Lección { $number }
lesson-list-title = Lecciones
lesson-step-of = paso { $step } de { $steps }
lesson-array-above = ↑ { $kind ->
    [counter] los contadores quedan
   *[bit] el vector de bits queda
} justo encima (↑)
lesson-measurement-below = La medición de este paso sigue, más abajo.
lesson-resume-finished = Ya has llegado al final de esta lección{ $answered ->
    [0] {""}
    [one] { $right ->
        [0] , con tu única predicción fallada
       *[other] , con tu única predicción acertada
    }
   *[other] , con { $right } de { $answered } predicciones acertadas
}. Pulsa Enter (o r) para empezarla de nuevo{ $answered ->
    [0] {""}
   *[other] {" "}sin ninguna predicción hecha
}, o c para ver el último paso.
lesson-resume-step = Has llegado hasta el paso { $step } de { $steps }. Pulsa Enter para seguir ahí, o r para empezar de nuevo{ $answered ->
    [0] {""}
    [one] {" "}sin ninguna predicción hecha (por ahora { $right ->
        [0] has fallado
       *[other] has acertado
    } tu única predicción)
   *[other] {" "}sin ninguna predicción hecha (ahora llevas { $right } de { $answered } acertadas)
}.
lesson-predict = Predice antes de ver: { $question }
lesson-experiment-waits = La medición de este paso empieza cuando hayas hecho tu predicción.
lesson-experiment-run = Pulsa d para ejecutarlo.
lesson-experiment-failed = No se pudo medir: { $why }
lesson-measuring = Midiendo… { $done } % · { $queries } consultas · { $estimate } por ahora
lesson-measuring-start = Midiendo… empezando
lesson-rerun-first = Medido con la semilla { $seed }. Pulsa d para repetirlo con una semilla nueva (otras claves, otras funciones de hash).
lesson-rerun-seed = Medido con la semilla { $seed }: claves y funciones de hash distintas de las de antes, y por eso otra tasa medida; el llenado apenas cambia.
lesson-formulas = Fórmula de Bloom: { $bloom } · exacta: { $exact }
lesson-measured-fill = {" "}· llenado: { $fill }
lesson-p-value = Valor p: { $p } (con qué frecuencia el azar solo da un recuento al menos así de alejado de la fórmula exacta).
lesson-p-value-adjusted = Valor p ajustado: { $p } (las { $rows } filas juzgadas juntas).
lesson-verdict-agrees = ✓ Compatible con la fórmula exacta.
lesson-verdict-differs = ✗ Difiere de la fórmula exacta.
lesson-verdict-inconclusive = ? Muy pocos falsos positivos para juzgar.
lesson-verdict-waiting = El veredicto llega cuando { $count ->
    [one] termine la otra fila
   *[other] terminen las demás filas
}: las filas se juzgan juntas.
lesson-chance-alone = Contrastado al { $level } %: un filtro correcto sale con ✗ alrededor de 1 vez de cada { $one_in }.
lesson-chance-together = Las { $rows } filas se juzgan juntas: una ejecución correcta sale con algún ✗ como mucho 1 vez de cada { $one_in }.
lesson-measured-all = Medido: { $rate } (intervalo del 95 %: del { $low } al { $high }), en { $queries } consultas
lesson-measured-interval = Medido: intervalo del 95 % del { $low } al { $high }, en { $queries } consultas
lesson-measured-rate = Medido: { $rate }, en { $queries } consultas
lesson-structure-agrees = ✓ compatible con su propia teoría ({ $rows ->
    [1] valor p
   *[other] valor p ajustado sobre las { $rows } estructuras de este paso:
} { $p })
lesson-structure-differs = ✗ difiere de su propia teoría ({ $rows ->
    [1] valor p
   *[other] valor p ajustado sobre las { $rows } estructuras de este paso:
} { $p })
lesson-structure-inconclusive = ? muy pocos falsos positivos para juzgar
lesson-end = Fin de la lección.
lesson-end-score = Fin de la lección. Predicciones acertadas: { $right } de { $answered }.
lesson-end-unanswered = { $count ->
    [one] Quedó una predicción sin hacer.
   *[other] Quedaron { $count } predicciones sin hacer.
}
lesson-end-quiz = Para comprobar lo que has aprendido: «{ $quiz }» (Autoevaluación, tecla 5 del menú principal).
lesson-end-experiments = Para medir por tu cuenta los filtros de bloomlab: la pantalla Experimentos (tecla 4 del menú principal). Para que bloomlab corrija un filtro que construyas tú: la pantalla Ejercicios (tecla 7).
lesson-your-answer = Tu respuesta: { $typed }▏
lesson-numeric-was-right = ✓ Has acertado esta: la respuesta es { $answer } ({ $margin }).
lesson-numeric-was-off = ✗ Tu respuesta no acertó: la respuesta es { $answer } ({ $margin }).
tolerance-relative = { $margin } de ese valor
lesson-letter-not-in-number = «{ $c }» no forma parte de un número y no se ha escrito (n y p siguen cambiando de paso).
lesson-left-from-number-box = Lo que has escrito se guarda; pulsa ← otra vez para volver al paso anterior (⌫ borra).
lesson-numeric-right = ✓ { $given } es correcto{ $same ->
    [yes] {""}
   *[no] : la respuesta es { $answer }
} ({ $margin }).
lesson-numeric-off = ✗ { $given } no es correcto: la respuesta es { $answer } ({ $margin }).
lesson-key-see-last = ver el último paso
lesson-key-continue = continuar
lesson-key-start-over = empezar de nuevo
lesson-key-start-over-yes = sí: olvidar las predicciones y empezar de nuevo
lesson-start-over-ask = { $key } otra vez: empezar de nuevo y olvidar { $answered ->
    [one] tu predicción
   *[other] tus { $answered } predicciones
}. Con cualquier otra tecla, { $answered ->
    [one] se queda
   *[other] se quedan
}.
lesson-start-over-kept = { $answered ->
    [one] Tu predicción sigue.
   *[other] Tus predicciones siguen.
} No se ha borrado nada: esa tecla solo ha dicho «no» a empezar de nuevo.
lesson-key-previous = anterior
lesson-key-answer = responder
lesson-key-next = siguiente
lesson-key-next-lesson = lección siguiente
lesson-key-run-again = otra semilla
lesson-key-scroll = desplazar
ui-key-open = abrir
ui-key-j-k = bajar y subir, como ↓ y ↑
lesson-scene-hidden = (los bits antes de este paso: responde a la pregunta para ver qué pasa)
lesson-scene-hidden-counters = (los contadores antes de este paso: responde a la pregunta para ver qué pasa)
# La leyenda de una escena para bits marcados ya con los ✓ ✗ de los sondeos.
lesson-scene-bits = { $count ->
    [one] Bit { $bits }:
   *[other] Bits { $bits }:
}
lesson-probes-two-same = (dos de sus posiciones coinciden)
lesson-probes-all-same = (sus { $probes } posiciones coinciden)
lesson-probes-distinct = ({ $probes } posiciones, { $distinct } distintas)
lesson-op-add = + «{ $word }» → { $kind ->
    [counter] { $cells ->
        [one] contador
       *[other] contadores
    }
   *[bit] { $cells ->
        [one] bit
       *[other] bits
    }
} { $at }
list-and = y
lesson-op-add-again = (ya estaba: { $kind ->
    [counter] sus contadores vuelven a subir
    [counter-one] su contador vuelve a subir
    [counter-one-stuck] su contador está en 15 y ahí se queda
    [counter-some-stuck] sus contadores vuelven a subir, salvo los que ya están en 15
    [counter-all-stuck] sus contadores están todos en 15 y ahí se quedan
   *[bit] ningún bit cambia
})
lesson-op-add-all-set = ({ $cells ->
    [one] su bit ya valía 1
   *[other] sus bits ya valían todos 1
}: ningún bit cambia)
lesson-op-clear = ✂ { $cells ->
    [one] bit { $at } apagado
   *[other] bits { $at } apagados
}
lesson-op-absent = ? «{ $word }» → { $kind ->
    [counter] { $cells ->
        [one] contador
       *[other] contadores
    }
   *[bit] { $cells ->
        [one] bit
       *[other] bits
    }
} { $at }: { $all ->
    [yes] todos en 0
   *[no] { $count ->
        [one] el { $kind ->
            [counter] contador
           *[bit] bit
        } { $zeros } está en 0
       *[other] los { $kind ->
            [counter] contadores
           *[bit] bits
        } { $zeros } están en 0
    }
} → seguro que no está
lesson-op-false-negative = — pero sí se ha añadido: un falso negativo
lesson-op-present = ? «{ $word }» → { $kind ->
    [counter] { $cells ->
        [one] contador
       *[other] contadores
    }
   *[bit] { $cells ->
        [one] bit
       *[other] bits
    }
} { $at }: { $cells ->
    [one] { $kind ->
        [counter] mayor que 0
       *[bit] en 1
    }
    [2] { $kind ->
        [counter] los dos mayores que 0
       *[bit] los dos en 1
    }
   *[other] { $kind ->
        [counter] todos mayores que 0
       *[bit] todos en 1
    }
} → probablemente está
lesson-op-true-positive = { $base } — correcto: «{ $word }» se ha añadido
lesson-op-false-positive = { $base } — un falso positivo: «{ $word }» { $removed ->
    [yes] se ha quitado del filtro
   *[no] no se ha añadido nunca
}; { $who }
lesson-setter-stuck = { $count ->
    [one] el contador { $bit } está atascado
   *[other] los contadores { $bit } están atascados
} en { $max }
lesson-setter-none = ninguna palabra del filtro explica { $kind ->
    [counter] { $count ->
        [one] el contador
       *[other] los contadores
    }
   *[bit] { $count ->
        [one] el bit
       *[other] los bits
    }
} { $bit }
lesson-setter-words = { $kind ->
    [counter] { $count ->
        [one] el contador { $bit } subió
       *[other] los contadores { $bit } subieron
    } por { $names }
   *[bit] { $count ->
        [one] el bit { $bit } quedó encendido
       *[other] los bits { $bit } quedaron encendidos
    } por { $names }
}
lesson-remove-down = { $count ->
    [one] el contador { $at } baja en { $by }
   *[other] los contadores { $at } bajan en { $by }
}
lesson-remove-landed = { $times ->
    [2] dos veces en el contador { $at }
   *[other] { $times } veces en el contador { $at }
}
lesson-remove-lands = («{ $word }» cae { $landed })
lesson-remove-lands-each = («{ $word }» cae en cada contador tantas veces como baja)
lesson-remove-stuck = { $count ->
    [one] el contador { $at } sigue en { $max }: está atascado, porque al llegar a { $max } el filtro perdió la cuenta de sus palabras, y ya no puede bajar nunca
   *[other] los contadores { $at } siguen en { $max }: están atascados, porque al llegar a { $max } el filtro perdió la cuenta de sus palabras, y ya no pueden bajar nunca
}
lesson-remove-still-present = { $copies ->
    [yes] «{ $word }» sigue en el filtro, porque se ha añadido más de una vez, y seguirá dando «probablemente está» aunque quites todas sus copias
   *[no] «{ $word }» seguirá dando «probablemente está»
}
play-kind-counting = filtro con contadores (4 bits)
play-kind-bloom = filtro de bits
play-cells-set = { $kind ->
    [counter] contadores mayores que 0
   *[bit] bits encendidos
}
play-words-distinct = { $n ->
    [one] n = 1 palabra distinta
   *[other] n = { $shown } palabras distintas
} ({ $added } añadidas, con las repetidas)
play-words = { $n ->
    [one] n = 1 palabra
   *[other] n = { $shown } palabras
}
play-fill = llenado { $ones }/{ $m } = { $fill } de { $cells }, { $words }
play-fill-stuck = { $fill }; { $count ->
    [one] 1 contador atascado en { $max } para siempre
   *[other] { $shown } contadores atascados en { $max } para siempre
}
play-overload = ⚠ sobrecargado: más del { $line } de { $cells }, cuando uno bien dimensionado tiene la mitad. Su tasa es { $times } veces la de uno medio lleno con su k.
play-overload-short = ⚠ sobrecargado: más del { $line } de { $cells }; su tasa es { $times } veces la de uno medio lleno.
play-rates = falsos positivos: Bloom { $bloom } · exacta { $exact }
play-rate-this-filter = este filtro ({ $set }/{ $m })^{ $k } = { $filter }
play-empty-stuck = No queda ninguna palabra, pero los contadores atascados en 15 siguen encendidos, así que alguna palabra aún puede dar positivo: e vacía el filtro.
play-empty = Todavía no hay palabras: a para añadir, f para frutas. Aquí las posiciones salen de hashes reales, así que «uva» no caerá donde la puso la lección: la lección eligió sus posiciones para el ejemplo.
play-input-add = Añadir palabra:
play-input-check = Consultar palabra:
play-input-remove = Quitar palabra:
play-words-label = palabras:
play-words-more = … y { $count } más
play-measured = Medido: { $hits } de { $asked } palabras nunca añadidas { $count ->
    [one] ha dado
   *[other] han dado
} positivo: { $rate } (intervalo del 95 %: del { $low } al { $high }).
play-measured-forced = Medido: { $hits } de { $asked } palabras nunca añadidas { $count ->
    [one] ha dado
   *[other] han dado
} positivo: { $rate }.
play-measured-inside = La tasa de este filtro, su llenado elevado a k, cae dentro del intervalo, como debe pasar 19 de cada 20 veces: el intervalo es el margen que deja el azar, y la lección 2 lo explica. La tasa exacta es la media de todos los filtros con estos m, k y n.
play-measured-outside = La tasa de este filtro, su llenado elevado a k, cae fuera del intervalo, algo que el azar hace 1 vez de cada 20 (t vuelve a medir): el intervalo es el margen que deja el azar, y la lección 2 lo explica. La tasa exacta es la media de todos los filtros con estos m, k y n.
# La tasa propia del filtro es justo 1 o 0: cada respuesta es segura, no azar.
play-measured-certain = { $all ->
    [yes] { $cells ->
        [counters] Todos los contadores son mayores que 0
       *[bits] Todos los bits están encendidos
    }, así que la tasa de este filtro, su llenado elevado a k, es exactamente el 100 %: toda consulta tiene que responder «probablemente está», y la cuenta es segura, no cosa del azar.
   *[no] { $cells ->
        [counters] Todos los contadores están a 0
       *[bits] Ningún bit está encendido
    }, así que la tasa de este filtro, su llenado elevado a k, es exactamente el 0 %: toda consulta tiene que responder «seguro que no está», y la cuenta es segura, no cosa del azar.
} La tasa exacta es la media de todos los filtros con estos m, k y n.
play-pasted = { $count ->
    [one] Pegado: 1 palabra añadida
   *[other] Pegado: { $shown } palabras añadidas
}
play-lines-left-out = { $count ->
    [one] 1 línea más se ha descartado: aquí va una sola palabra
   *[other] { $shown } líneas más se han descartado: aquí va una sola palabra
}
play-full = { $count ->
    [one] 1 palabra no se ha añadido
   *[other] { $shown } palabras no se han añadido
}: el laboratorio admite hasta { $max } palabras (e lo vacía)
play-cut = { $count ->
    [one] una palabra tiene como máximo { $max } caracteres: el resto se ha descartado
   *[other] { $count } palabras recortadas a { $max } caracteres, el máximo de una palabra
}
play-chart-too-small = (no cabe el gráfico: agranda la ventana, o pulsa g para ver { $cells ->
    [counters] los contadores
   *[bits] los bits
})
play-chart-half-full = { $cell ->
    [counter] mitad de los contadores mayores que 0, n ≈ { $n }
   *[bit] mitad de los bits encendidos, n ≈ { $n }
}
# The exact half-full n, then the lessons' shortcut where it differs as shown.
play-chart-half-shortcut = { $n } (exacto; m·ln 2 / k da { $shortcut })
play-chart-title = tasa de falsos positivos (escala logarítmica) según n (m = { $m }, k = { $k })
play-chart-beyond = { $points } medidas más allá de n = { $n }, sin dibujar porque la curva es plana: todas del { $low } o más
play-chart-beyond-alike = { $points ->
    [one] 1 medida más allá de n = { $n }, sin dibujar porque la curva es plana: dio el { $rate }
   *[other] { $points } medidas más allá de n = { $n }, sin dibujar porque la curva es plana: todas del { $rate }
}
play-chart-exact = predicción exacta
play-chart-measured = medida con 10 000 consultas
play-random-added = { $count ->
    [one] Se ha añadido 1 palabra al azar
   *[other] Se han añadido { $shown } palabras al azar
}: n = { $total }{ $full ->
    [yes] {" "}palabras distintas, de { $added } añadidas, lo máximo que admite el laboratorio.
   *[no] .
}
play-remove-all-stuck = «{ $word }» no está entre las palabras añadidas, pero todos sus contadores están atascados en { $max }: nada bajó, y el filtro dirá «probablemente está» para ella siempre.
play-remove-never-added = ⚠ «{ $word }» no se ha añadido nunca: era un falso positivo, que el filtro no podía distinguir, así que quitar esa palabra ha bajado contadores de otras palabras; vuelve a consultarlas.
play-remove-removed-before = ⚠ «{ $word }» ya no está en el filtro: la has quitado antes. El filtro no podía saberlo, así que quitar esa palabra otra vez ha bajado contadores de otras palabras; vuelve a consultarlas.
play-remove-absent = «{ $word }» no está en el filtro: { $value ->
    [0] { $empty ->
        [all] todos sus contadores, { $counters }, están vacíos
        [one] su contador { $counters } está vacío
       *[some] sus contadores { $counters } están vacíos
    }, y cada palabra añadida sube todos sus contadores.
   *[other] { $needed } de sus sondeos caen en el contador { $position }, que vale { $value }: no basta para restar { $needed }.
} No se ha quitado nada.
play-fruits = uva kiwi pera mango limón
play-fruits-added = + { $words }: las frutas que nombran las lecciones 1 y 2.
play-fruits-added-all-again = + { $words }: las frutas que nombran las lecciones 1 y 2, todas otra vez.
play-fruits-added-before = + { $words }: las frutas que nombran las lecciones 1 y 2 ({ $before }, otra vez).
play-rebuilt = Reconstruido a partir de { $count ->
    [one] la palabra que has añadido
   *[other] las { $shown } palabras que has añadido{ $repeats ->
        [yes] , con las repetidas
       *[no] {""}
    }
} (el laboratorio guarda su lista; el filtro, no){ $from ->
    [counting] , no con los contadores de antes: si quitar una palabra había estropeado algo, ya está arreglado.
   *[plain] .
}
play-cannot-remove = Un filtro de bits no puede quitar: pulsa x para un filtro con contadores.
ui-key-cancel = cancelar
play-key-m = m
play-key-k = k
play-chart-last = { $op ->
    [add] + «{ $word }» añadida
    [remove] − «{ $word }» quitada
    [remove-still] − «{ $word }» quitada, pero sus contadores siguen mayores que 0: aún da «probablemente está»
    [remove-still-short] − «{ $word }» quitada, pero aún da «probablemente está»
    [remove-kept] − «{ $word }» quitada una vez: sigue en el filtro, porque se ha añadido más de una vez
    [remove-absent] − «{ $word }» no estaba en el filtro: quitarla bajó contadores de otras palabras
   *[query] ? «{ $word }»: { $answer ->
        [present] «probablemente está», y se ha añadido
        [false] «probablemente está», un falso positivo
        [false-negative] «seguro que no está», pero sí se ha añadido: un falso negativo
       *[absent] «seguro que no está»
    }
}{ $offer_g ->
    [yes] ; g muestra sus { $counting ->
        [yes] contadores
       *[no] bits
    }.
   *[no] .
}
play-at-limit-k = k ya vale { $k }: el laboratorio admite de { $min } a { $max } funciones de hash.
play-at-limit-m = m ya vale { $m } { $counting ->
    [yes] contadores
   *[no] bits
}: el laboratorio admite de { $min } a { $max }.
play-empty-kept-help = Las palabras siguen en el filtro: abrir la ayuda respondió a la pregunta.
play-empty-kept = Vaciado cancelado: las palabras siguen en el filtro, y esa tecla no ha hecho nada más. Púlsala otra vez para usarla.
play-empty-kept-esc = Las palabras siguen en el filtro.
play-empty-add = No has escrito ninguna palabra: no se ha añadido nada.
play-empty-check = No has escrito ninguna palabra: no se ha consultado nada.
play-empty-remove = No has escrito ninguna palabra: no se ha quitado nada.
play-key-add = añadir
play-key-check = consultar
play-key-remove = quitar
play-key-measure = medir
play-key-random = +100 palabras
play-key-show = { $what ->
    [counters] contadores
    [bits] bits
   *[chart] gráfico
}
play-key-filter = { $to ->
    [plain] filtro de bits
   *[counting] filtro con contadores
}
play-key-fruits = frutas
play-key-empty = vaciar
play-key-empty-confirm = vaciarlo
play-key-keep-words = conservar las palabras
play-empty-ask = e otra vez: vaciar el filtro y perder todas sus palabras. Con cualquier otra tecla, se quedan.
play-help-random = +100 / +1000 palabras al azar
play-n-is-w = Las palabras al azar van con w (100) y W (1000); aquí n no hace nada.
play-help-measure = medir: consultar 10 000 palabras nunca añadidas
play-help-chart = { $cells ->
    [counters] gráfico: tasa medida con 10 000 consultas (g: volver)
   *[bits] gráfico: tasa medida con 10 000 consultas (g: volver)
}
play-help-m = { $cells ->
    [counters] m, los contadores: menos / más ({ $low } a { $high })
   *[bits] m, los bits: menos / más ({ $low } a { $high })
}
play-help-k = k, los hashes: menos / más ({ $low } a { $high })
play-help-rates = Bloom: (1 − e^(−kn/m))^k, aproximada; exacta: la media de (X/m)^k; este filtro: su propia (X/m)^k (lección 2)
play-help-scroll = { $cells ->
    [counters] desplazar los contadores
   *[bits] desplazar los bits
}
play-help-paste-key = Ctrl+Mayús+V
play-help-paste = pegar palabras, una por línea (hasta { $most }; Cmd+V en Mac)
history-title = Mis resultados
history-nothing-yet = Todavía no hay nada que repasar: primero haz la autoevaluación (5 en el menú principal).
history-nothing-missed = Nada que repasar: tu última respuesta a cada pregunta fue correcta.
history-key-review = repasar tus preguntas falladas
history-key-quiz = otros resultados
history-help-review = repasar tus preguntas falladas, primero las que más fallas
history-help-quiz = resultados de otra autoevaluación o ejercicio
history-saved-in = Guardado en { $dir }
history-not-saved = Sin guardar: los resultados se conservan solo en esta sesión.
history-none-yet = Todavía no hay intentos. Haz una autoevaluación (5 en el menú principal) o un ejercicio (7): cada intento terminado aparece aquí.
history-no-exercises = Ejercicios: ninguno corregido aún (tecla 7 del menú principal).
history-attempts = { $kind ->
    [exercise] { $count ->
        [one] 1 corrección
       *[other] { $count } correcciones
    }
   *[quiz] { $count ->
        [one] 1 intento
       *[other] { $count } intentos
    }
}{ $partial ->
    [0] {""}
   *[other] { $whole ->
        [one] {" "}(1 completo)
       *[other] {" "}({ $whole } completos)
    }
}{ $zone }
history-times-in = {" "}· horas en { $zone } (zona horaria del sistema desconocida)
history-checks-word = { $max ->
    [one] comprobación
   *[other] comprobaciones
}
history-points-word = { $max ->
    [one] punto
   *[other] puntos
}
history-legend-retry = repetición: las falladas, al acabar
history-legend-review = repaso: las falladas, desde Mis resultados
history-review-mark = repaso
# How many questions are still missed; the legend of the marks only
# where one was missed twice or more (reader 44, es 6.2: «(2× = 2
# fallos)» alone read as a count).
history-still-missed = Pendientes{ $count ->
    [0] {""}
   *[other] : { $count }{ $repeats ->
        [yes] {" "}(2× = 2 fallos)
       *[no] {""}
    }
}
history-still-failing = Por superar
history-none-missed = ✓ ninguna pendiente
history-none-failing = ✓ ninguna pendiente
history-more-missed = … y { $count } más (r las repasa todas)
history-more-failing = … y { $count } más (bloomlab grade las muestra todas)
history-more-attempts = … y { $count } más antiguos (bloomlab results los lista)
history-chart-none-whole = Todavía no hay intentos completos: el gráfico de tus puntos empieza con tu segundo intento completo.
history-chart-one-whole = { $kind ->
    [exercise] Por ahora, una corrección, con un { $score }: el gráfico de tus comprobaciones superadas empieza con la segunda.
   *[quiz] Por ahora, un intento completo, con un { $score }: el gráfico de tus puntos empieza con el segundo.
}
history-chart-title-scores = puntos en la autoevaluación entera: { $scores }
history-chart-title-runs = comprobaciones superadas: { $scores }
sizing-key-fewer-more-k = k +1 / −1 (más / menos hashes)
sizing-help-row-pinned-k = la p de una fila; ▷ marca la tuya, que con tu k pide otra m que la de la fila
sizing-key-row = elegir p
sizing-key-pin-m = fijar m
sizing-key-unpin-m = soltar m
sizing-key-pin-k = fijar k
sizing-key-unpin-k = soltar k
sizing-help-n = n pasa por 10, 20, 50, 100…
sizing-help-p = p menos / más exigente
sizing-header-p = {"   "}{ $pinned ->
    [m] m para p = { $p }
    [moved] m fija
   *[no] p = { $p }
}
sizing-m-sized-at = La m fija se calculó para p = { $p } con n = { $at }.
sizing-pinned = { $key ->
    [m] ▸ fija (pulsa m para soltarla)
   *[other] ▸ fijo (pulsa { $key } para soltarlo)
}
sizing-small-n-above = Con n = { $n }, la fórmula de Bloom se queda corta: la p exacta, { $got }, pasa de la pedida y es { $times } veces la de Bloom, { $bloom } (lo explica la lección 2).
sizing-k-capped = k se queda en { $most }, el máximo de funciones hash con que bloomlab construye un filtro; la tasa que ves es la de k = { $most }.
sizing-k-rounded-above = k tiene que ser entero: { $k }, no { $ideal }. Por eso la p exacta, { $got }, queda un poco por encima del { $asked } pedido{ $hint ->
    [no] .
   *[yes] ; pulsa k para fijar k en { $k } y verás la m con la que la fórmula de Bloom da el { $asked }.
}
sizing-pinned-k-m = Con k = { $k } fijo, m es el mínimo de bits que da p: { $extra } más que los { $free } del diseño con k libre, calculado para k = log₂(1/p) = { $ideal }.
sizing-pinned-k-m-short = Con k = { $k } fijo, m necesita { $extra } bits más que con k libre para dar p.
sizing-k-too-few = k = { $k } es menos de lo que pide m/n: solo se enciende el { $fill } de los bits, no la mitad, así que el filtro necesita más bits que con el mejor k para llegar a p.
sizing-k-too-few-short = k = { $k } es menos de lo que pide m/n: solo se enciende el { $fill } de los bits.
sizing-k-above-best = k = { $k } es más de lo que pide m/n: se enciende el { $fill } de los bits, más de la mitad, así que el filtro necesita más bits que con el mejor k para llegar a p.
sizing-k-above-best-short = k = { $k } es más de lo que pide m/n: se enciende el { $fill } de los bits.
sizing-pinned-k-optimal = Con esta m mayor, el mejor k de arriba, (m/n)·ln 2, es { $optimal }, no el { $ideal } del diseño con k libre.
sizing-unit-gloss = 1 { $unit } = { $bytes } bytes
sizing-at-limit-n = n ya vale { $n }: Dimensionar admite de { $min } a { $max } elementos.
sizing-at-limit-p = p ya vale { $p }: Dimensionar admite del { $loose } al { $strict }.
sizing-at-limit-k = k ya vale { $k }: Dimensionar admite de { $min } a { $max } funciones de hash.
sizing-k-keys-need-pin = + y - cambian k cuando k está fijo: { $m_held ->
    [yes] suelta antes m (pulsa m) y luego pulsa k.
   *[no] pulsa k antes.
}
sizing-k-needs-m-free = k sale de la m fija y de n. Para fijar k, suelta antes m (pulsa m).
sizing-m-needs-k-free = Con k fijo, m es la mínima para ese k. Para fijar m, suelta antes k (pulsa k).
sizing-help-m-locked = nada mientras k está fijo: m sale de k (suelta antes k)
sizing-help-k-locked = nada mientras m está fija: k sale de m y n (suelta antes m)
sizing-help-p-locked = nada mientras m está fija: p sale de m y n (suelta antes m)
sizing-p-needs-m-free = Con m fija, p sale de m y de n. Para elegir p, suelta antes m (pulsa m).
sizing-row-m = m (bits)
sizing-row-k = k (hashes)
# The k row: the k built, and the best k for this m/n before rounding.
sizing-k-with-best = { $k } (mejor: (m/n)·ln 2 = { $best })
sizing-row-bits = bits/elemento
sizing-bound-bloom-p = con la p de Bloom
sizing-bound-over = , más de { $bound }
sizing-row-bloom = p de Bloom
sizing-row-exact = p exacta
sizing-row-fill = llenado
sizing-table-title = tabla para n = { $n }
sizing-whole-bits = m es un número entero de bits: por eso m/n sale por encima de la fórmula ({ $formulas }) para { $targets }.
sizing-whole-bits-all = m es un número entero de bits: por eso cada m/n sale por encima de la fórmula ({ $formulas }).
sizing-column-bits = m/n
sizing-column-memory = memoria
sizing-chart-title = tasa de falsos positivos (escala logarítmica) según los bits por elemento
sizing-off-scale-bits = Tu elección (█) queda fuera del gráfico y no se dibuja: { $bits } bits por elemento.
sizing-off-scale-p = Tu elección (█) queda fuera del gráfico y no se dibuja: p = { $rate }.
sizing-key-optimal = mejor k
sizing-key-bound = cota inferior
sizing-key-choice = tu elección
sizing-k-too-large = k = { $k } es más de lo que pide m/n: se enciende más del { $line } de los bits, no la mitad. Según la fórmula de Bloom llega igual a p, pero con más bits de los que pediría el mejor k.
sizing-k-too-large-short = k = { $k } es más de lo que pide m/n: se enciende más del { $line } de los bits.
sizing-m-outgrown = ⚠ Esta m se queda corta con n = { $n }: aun con su mejor k, k = { $k }, la p exacta sube a { $got }, { $times } veces el { $asked } para el que se calculó.
sizing-overloaded = ⚠ sobrecargado: más elementos de los que admite este m (más del { $line } de bits encendidos)
home-lessons = Lecciones
home-lesson = de un filtro de 12 bits a la fórmula y las alternativas
home-playground = añade y consulta tus palabras
home-sizing = memoria y hashes para n y p, con gráfico
home-experiments = falsos positivos medidos junto a la teoría
home-quiz = comprueba lo que has aprendido
home-history = tus autoevaluaciones, ejercicios y preguntas falladas
home-key-go = ir a
home-key-quit = salir
home-intro = Filtros de Bloom: un conjunto en pocos bits por elemento, y lo que cuesta.
home-content-errors = Algunos archivos de contenido no se pudieron cargar:
home-content-errors-more = { $count ->
    [one] … 1 problema no cabe entero
   *[other] … { $count } problemas no caben enteros
}: `bloomlab check CARPETA` los muestra todos.
ui-more-both-arrows = ▲ hay más arriba · ▼ hay más abajo (↑↓ o RePág AvPág)
ui-more-both = ▲ hay más arriba · ▼ hay más abajo (RePág AvPág)
ui-more-below-arrows = ▼ hay más abajo (↓ o AvPág)
ui-more-below = ▼ hay más abajo (AvPág)
ui-more-above-arrows = ▲ hay más arriba (↑ o RePág); abajo no hay más
ui-more-above = ▲ hay más arriba (RePág); abajo no hay más
ui-keycap-space = Espacio
ui-keycap-shift = Mayús
ui-keycap-pgup = RePág
ui-keycap-pgdn = AvPág
ui-keycap-home = Inicio
ui-keycap-end = Fin
ui-keycap-delete = Supr
ui-keycap-backspace = Retroceso
ui-keycap-del = Supr
## experiments and app

# Un recuento abreviado para caber en una columna: 28,7K y 1,06M. K en mayúscula, aunque el SI escribe kilo en minúscula: en las mismas filas, k es el número de funciones de hash («10 % k=3 … 28,7K»).
exp-count-thousands = K
exp-count-millions = M

exp-repeat-running = en marcha; x la cancela
exp-repeat-stopped-at = detenido en la semilla { $seed }: sus filas de la tabla no se cuentan{ $again ->
    [yes] , y la próxima ejecución vuelve a medir la semilla { $seed }
   *[no] {""}
}
exp-repeat-head-done = Repetido con { $seeds } semillas: todas hechas
exp-repeat-head = Repetir con { $seeds } semillas: { $done } de { $seeds } hechas ({ $state })
exp-repeat-rows-raw = Filas señaladas por separado: { $count } de las { $rows } filas medidas (el azar: alrededor del { $level } % de las filas)
exp-repeat-runs-raw = Ejecuciones con alguna fila señalada por separado: { $count } de { $done } (el azar, si las filas fueran independientes: alrededor del { $chance } %)
exp-repeat-runs-family = Ejecuciones con algún ✗ (todas sus filas juzgadas juntas, Holm): { $count } de { $done } (el azar solo: como mucho el { $level } %)
exp-repeat-runs-family-none = ; ninguna, así que está dentro de lo que da el azar.
exp-repeat-runs-family-judged = { $side ->
    [within] ; filtros correctos dan tantas o más en el { $tail } de las repeticiones, así que está dentro de lo que da el azar.
   *[above] ; filtros correctos dan tantas solo en el { $tail } de las repeticiones, así que alguna fila probablemente difiere.
}
exp-repeat-per-row = Veces que se señaló cada fila (sola / con las demás, ✗): { $rows }{ $others ->
    [yes] ; las demás filas, 0
    [one] ; la otra fila, 0
   *[no] {""}
}
exp-repeat-per-row-none = No se señaló ninguna fila.
exp-repeat-row = { $row }: { $alone } / { $together }
exp-repeat-first-seed = Los recuentos llegan aquí a medida que termina cada semilla: cuántas filas y cuántas ejecuciones se han señalado, junto a lo que da el azar solo.
exp-repeat-judged-at-end = Cuando terminen las { $seeds } semillas se verá si estos recuentos caben en lo que da el azar; antes pueden engañar.
exp-repeat-stopped-unjudged = Detenido con { $done } de { $seeds } semillas: con tan pocas no se juzga si los recuentos caben en lo que da el azar (r repite las { $seeds }).
exp-repeat-chance = { $side ->
    [within] Dentro de lo que da el azar: { $count } ✗ en { $trials } filas es un recuento que dan filtros correctos (el azar por sí solo da en promedio { $expected } ✗, { $trials } × { $level }; en el { $tail } de las repeticiones sale un recuento tan alejado de eso como este, o más; contraste binomial contra el { $level }).
    [above] Más de lo que da el azar: filtros correctos dan { $count } ✗ en { $trials } filas (así de por encima de los { $expected } que da en promedio el azar por sí solo, { $trials } × { $level }) solo en el { $tail } de las repeticiones (contraste binomial contra el { $level }); alguna fila probablemente difiere de la teoría.
   *[below] Menos de lo que da el azar: filtros correctos dan tan pocos como { $count } ✗ en { $trials } filas (el azar por sí solo da en promedio { $expected }, { $trials } × { $level }) solo en el { $tail } de las repeticiones (contraste binomial contra el { $level }).
}
exp-repeat-chance-shared = Las filas de una ejecución comparten sus claves y no son independientes; las ejecuciones sí, así que decide el recuento de ejecuciones con algún ✗ de arriba.
exp-repeat-histogram = Valores p, 0 ▕{ $bars }▏ 1: con filtros correctos se reparten por igual, así que las barras quedan casi a la misma altura; un montón a la izquierda, cerca de 0, indica diferencias reales.
exp-alt-not-started = sin empezar
exp-alt-the-comparison-s-thread-stopped = ✗ el hilo de la comparación se detuvo de forma inesperada; pulsa s para reintentar
exp-alt-a-structure-failed = falló una estructura
exp-alt-discard-ask-target = { $key } otra vez: { $next } y borras la comparación. Otra tecla: se queda.
exp-alt-next-five = los cinco objetivos
exp-alt-next-one = objetivo { $rate }
exp-alt-esc-again-leave-and-stop = Esc o q otra vez: sales y la medición se detiene. Otra tecla: sigue midiendo.
exp-alt-structure = estructura
exp-alt-target = objetivo
exp-alt-bits = bits
exp-alt-bound = ×cota
exp-alt-measured = medida
exp-alt-measured-relative = medida ±relativo
exp-alt-measured-rel = medida ±rel.
exp-alt-own = teoría
exp-alt-verdict = veredicto
exp-alt-more-costs = {"  "}v: costes →
exp-alt-more-rates = {"  "}v: tasas →
exp-alt-deletes = quita
exp-alt-ns-look = consulta (ns)
exp-alt-refused = rechazos
exp-alt-failed = ✗ falló
exp-alt-cancelled = ⏹ cancelado
exp-row-not-counted = ⏹ sin contar
exp-row-not-counted-why = Esta fila es de la semilla { $seed }, en la que se detuvo la repetición: el recuento de la repetición no la cuenta, diga lo que diga su veredicto de abajo.
exp-alt-stopped-part-way = ⏹ a medias
exp-alt-yes = sí
exp-alt-bits-per-element-against-the = {" "}bits por elemento según la tasa medida (escala logarítmica){" "}
exp-alt-lower-bound-log2-1-p = cota inferior log₂(1/p){"   "}
exp-alt-chart-selected = la fila elegida (↑↓)
exp-new-n-seed-1 = n = { $n }: tabla nueva; vuelve a la semilla 1, como en bloomlab table.
exp-n-at-least = n ya es el menor que admite la tabla: { $n }
exp-n-at-most = n ya es el mayor que admite la tabla: { $n }
exp-alt-discard-kept = La comparación se queda.
exp-alt-n-already = n ya vale { $n } claves por estructura.
exp-table-discard-ask = { $key } otra vez: n = { $n } y borras la tabla medida. Otra tecla: se queda.
exp-table-discard-ask-seed = { $key } otra vez: n = { $n }, tabla nueva y semilla 1. Otra tecla: se queda.
exp-table-discard-kept = La tabla medida se queda.
exp-alt-c-both-fit = c: la tabla y el gráfico caben a la vez en este tamaño
exp-alt-no-repeat = r: la repetición con 20 semillas está en las pestañas 1 a 3
exp-alt-v-both-fit = v: las tasas y los costes caben a la vez en este tamaño
exp-alt-chart-off-zero = { $name }: tasa 0, fuera de la escala logarítmica
exp-alt-chart-off-unmeasured = { $name }: sin medir aún
exp-alt-chart-off-cancelled = { $name }: sin medir, se canceló antes
exp-alt-s-bloom-b-blocked-c = B Bloom  L bloques  C contadores  K cuckoo  X xor  F binary fuse  ↑ más de 32
exp-alt-adds-and-checks-no-deletes = añade y consulta, no quita
exp-alt-one-cache-line-per-key = una línea de caché por clave, no quita
exp-alt-deletes-2 = añade, consulta y quita
exp-alt-static-built-once-from-all = se construye una vez con todas las claves y después no añade ni quita
exp-alt-exact-no-false-positives-and = añade, consulta y quita, sin falsos positivos
exp-alt-4-bits-per-counter = 4 bits por contador
exp-alt-a-higher-rate-than-bloom = una tasa mayor que la de Bloom con los mismos bits
exp-alt-exact = exacta
exp-alt-exact-why = un conjunto hash guarda cada clave tal cual, no unos pocos bits por ella: una clave que nunca se le añadió siempre da negativo, y por eso su teoría es 0 %.
exp-alt-exact-bound = Las consultas solas nunca demuestran que una tasa sea 0: sin ningún positivo en { $queries }, el intervalo del { $confidence } % solo descarta las tasas por encima de { $high }; de ahí el «≤{ $high }» de la tabla.
exp-alt-exact-agrees = Su ✓ solo dice que ninguna consulta contradijo esa teoría: con una tasa de 0 no hay recuento que contrastar.
exp-alt-target-exact = exacto
exp-table-pgup = ▲ hay más arriba (RePág)
exp-table-press-s-to-build-the = Pulsa s para construir los cuatro filtros y medirlos. Predice antes: ¿coincidirán las tasas medidas con la tabla?
exp-table-press-s-m-n-10 = Pulsa s: m/n = 10 bits por elemento, k de 1 a 20. Predice antes: ¿qué k da menos falsos positivos?
exp-table-press-s-the-lesson-s = Pulsa s: el filtro de 12 bits de la lección, k = 2, n = 1 a 6. Predice antes: ¿acierta la fórmula de Bloom con tan pocos bits?
exp-small-legend = indep.: un hash por sondeo; doble: el doble hash mejorado de la lección 2, cuyos dos sondeos con k = 2 son h1 y (h1 + h2) mod m (la parte (i³ − i)/6 vale 0 para i = 0 y 1), tan al azar como los de dos hashes.
exp-small-legend-bloom = ≠ Bloom: la medición descarta la fórmula de Bloom.
exp-table-m-12-k-2-a = m = 12, k = 2, un filtro nuevo por consulta, hasta ±1 % de la tasa
exp-table-the-experiment-thread-stopped-unexpectedly = ✗ el hilo del experimento se detuvo de forma inesperada; pulsa s para reintentar
exp-table-cancelled = cancelado
exp-chart-row-cancelled-empty = Esta fila se ha cancelado antes de su primera consulta (su barra muestra cuánto se ha llegado a construir su filtro): no hay nada que dibujar. ↑↓ elige una fila medida; s repite la tabla.
exp-chart-cancelled-empty = Se ha cancelado antes de medir ninguna fila: no hay nada que dibujar. s vuelve a empezar.
exp-figure-nothing-yet = f guarda una figura de filas medidas: aún no hay ninguna (s empieza).
exp-figure-after-repeat = f guarda una figura cuando termine la repetición: hasta entonces sus filas cambian con cada semilla.
exp-table-running = midiendo…
exp-table-an-experiment-failed = falló un experimento
exp-table-progress = avance
exp-table-progress-short = avance
exp-table-queries = consultas
# El recuento de falsos positivos: título de su columna donde la tabla tiene sitio, y la abreviatura (que la ayuda explica) donde no.
exp-table-false-positives = falsos positivos
exp-table-fp = FP
exp-table-k-fill = k   llenado
exp-table-row = fila
exp-table-indep = indep.
exp-table-double = doble
exp-key-the-experiment-was-cancelled-when = El experimento se canceló al salir; pulsa 4 y { $key } para repetirlo.
exp-key-answer = responder
exp-key-skip-and-start = saltar y empezar
exp-key-pick-yes-or-no = elegir sí o no
exp-key-ask-another-row = pregunta por otra fila
exp-key-back = volver
exp-key-suite = pestaña
exp-key-cancel = cancelar
exp-key-restart = reiniciar
exp-key-restart-repeat = empezar de nuevo las 20 semillas
exp-key-start = empezar
exp-key-again = misma semilla
exp-key-measure-seed = medir la semilla { $seed }
exp-key-rate = tasa
# Lo que n pone en la pestaña Alternativas: 10⁶ claves por estructura, o de nuevo 10⁵.
exp-key-n-switch = { $to ->
    [million] 10⁶
   *[other] 10⁵
}
exp-key-explain = explicar
exp-key-hide-explanation = ocultar
exp-key-n-times-ten = n ×10 ÷10
exp-key-whole-table = tabla entera
exp-key-table-and-chart = tabla y gráfico
exp-key-show-table = ver tabla
exp-key-show-chart = ver gráfico
exp-key-show-rates = ver tasas
exp-key-show-costs = ver costes
exp-key-predict = predecir
exp-key-guess-bloom = Bloom
exp-key-guess-cuckoo = cuckoo
exp-key-change-guess = cambiar la predicción
exp-key-hide-tally = ocultar recuento
exp-key-show-tally = ver recuento
exp-key-20-seeds = 20 semillas
exp-key-new-seed = otra semilla
exp-key-another-seed = otra semilla
exp-key-seed-1 = semilla 1
exp-key-cancel-the-table = cancelar la tabla
exp-key-start-here-stops-the-table = empezar aquí (detiene la tabla)
exp-key-cancel-the-k-sweep = cancelar el barrido
exp-key-start-here-stops-the-k = empezar aquí (detiene el barrido)
exp-key-cancel-the-small-filter = cancelar el filtro pequeño
exp-key-start-here-stops-the-small = empezar aquí (detiene el filtro pequeño)
exp-key-cancel-the-alternatives = cancelar las alternativas
exp-key-start-here-stops-the-alternatives = empezar aquí (detiene las alternativas)
exp-key-a-new-seed-back-to = otra semilla / la 1, la que usa la línea de comandos
exp-seed-already-new = La semilla { $seed } ya es nueva: la repetición no la ha usado. s mide con ella.
exp-key-n-10-10-table-when = n ×10 ÷10 (tabla, detenida)
exp-key-20-seeds-count-1-2 = 20 semillas: cuántos ✗ saca cada fila
exp-key-the-row-in-words-pgup = explicar: la fila en palabras (RePág AvPág)
exp-key-queries-fp = FP
exp-key-keys-never-added-false-positives = falsos positivos, en tablas estrechas; K mil, M millones
exp-key-statistics = valor p, Holm
exp-key-statistics-taught = los enseña la lección 2, igual que las semillas
exp-key-exact-bloom = Bloom · exacta
sizing-key-exact-bloom-said = p de Bloom: (1 − e^(−kn/m))^k, aproximada; p exacta: la media de (X/m)^k; la lección 2 deduce las dos
exp-key-x-m-k-averaged-1 = Bloom: (1 − e^(−kn/m))^k, aproximada; exacta: la media de (X/m)^k; la lección 2 deduce las dos
exp-key-exact-only = la media de (X/m)^k; la lección 2 la deduce
exp-key-indep-double = indep. doble
exp-key-k-independent-hashes-h1-i = k hashes independientes / h1 + i·h2 + (i³ − i)/6
exp-key-consistent-differs-holm-too-few = compatible / difiere (Holm) / muy pocos falsos positivos / cancelado o sin contar; * p < 0,05 sin Holm
exp-key-bloom-s-formula-rejected = se rechaza la fórmula de Bloom
exp-key-fill = llenado ★
exp-key-k-sweep-bits-set-lowest = la parte de los bits encendidos; ★ la menor tasa medida
exp-key-next-suite-1-4-a = siguiente pestaña; 1-4, una pestaña por su número
exp-key-10-5-or-10-6 = 10⁵ o 10⁶ claves (detenida; con resultados, pulsa 2 veces)
exp-key-target-rate-the-five-or = tasas: las cinco, o una (< atrás; 2 veces con resultados)
exp-key-refused-keys = cuckoo: claves sin sitio; xor, fuse: intentos fallidos
exp-key-alt-explain = explicar la fila
exp-key-alt-row = elegir la fila
exp-key-alt-predict = predecir Bloom / cuckoo
exp-row-explained-once-measured = La fila elegida se explica aquí en cuanto esté medida.
exp-key-help-cancel = cancelar
exp-key-help-tally = recuento o gráfico (tras r)
exp-key-help-figure = figura SVG
exp-key-help-chart = tabla o gráfico
exp-key-help-costs = tasas o costes
exp-key-bits-per-element-from-the = bits por elemento, de los bytes reservados
exp-key-ns = ns por clave (10⁻⁹ s): mediana, la del medio de varias
exp-key-the-lower-bound-for-its = × la cota inferior para su tasa: bits ÷ log₂(1/teoría)
exp-key-the-rate-its-own-theory = la tasa que predice su propia teoría
exp-key-consistent-differs-holm-all-rows = compatible / difiere (Holm); * p < 0,05 sin Holm
exp-key-chart-bloom-blocked-counting-cuckoo = gráfico: Bloom bloques contadores cuckoo xor binary fuse
exp-key-interval-half-width-measured-rate = medida ± x % de ella; ≤x %: sin positivos, hasta x %
exp-words-consistent = ✓ compatible
exp-words-differs = ✗ difiere
exp-words-exact-kept = ✓ p exacta
exp-words-too-few = ? muy pocos
exp-chart-exact-prediction = predicción exacta{"   "}
exp-chart-measured = medida{"   "}
exp-chart-95-interval = intervalo del 95 %
exp-chart-rate-log-against-k-exact = {" "}tasa (escala logarítmica) según k: ⠤ exacta · █ medida · • (m/n)·ln 2{" "}
exp-sweep-minimum = ★ menor medida: k = { $k } ({ $rate }) · menor exacta: k = { $exact_k } ({ $exact })
exp-chart-rate-against-n-m-12 = {" "}tasa ÷ exacta, según n (m = 12, k = 2): • Bloom · ⠒ exacta (1) · █ medida{" "}
exp-sizing-table = Tabla
exp-k-sweep = Barrido de k
exp-small-filter = Filtro pequeño
exp-alternatives = Alternativas
app-those-questions-are-no-longer = Esas preguntas ya no están en esta autoevaluación (se cambió o se quitó).
app-help = ayuda
app-help-close = cerrar ayuda
# En la línea de estado, cuando algunas teclas de la pantalla no cabían.
app-lesson = Lección
app-playground = Laboratorio
app-sizing = Dimensionar
app-experiments = Experimentos
app-quiz = Autoevaluación
app-my-results = Mis resultados
app-scroll-a-long-step = mover el texto de un paso que no cabe, una línea o una pantalla cada vez
app-scroll-a-long-step-by-screen = mover el texto de un paso que no cabe, una pantalla cada vez (aquí ↑↓ eligen)
app-to-the-steps-end = al final de este paso
app-to-the-steps-top-then-first = al principio de este paso; si ya estás ahí, al paso 1
app-answer-like-digits = responder, como { $digits }
app-erase-a-character = borrar el último carácter escrito
app-move-and-tick-several-answers = moverse, y marcar una respuesta (varias respuestas)
app-tick-like-digits = marcar, como { $digits }
app-a-hint-when-there-is = una pista, si la hay
app-leave-a-quiz-without-saving = salir sin guardar el intento
app-go-back = volver atrás
app-quit-at-once = salir enseguida
app-close-this-help = cerrar esta ayuda
app-saving-quitting = Guardando tus resultados antes de salir
app-saving = Guardando tus resultados
app-saving-waiting = { $doing }: esperando a otro bloomlab que está guardando en la misma carpeta (hasta { $wait } s)…
app-too-small = bloomlab necesita un terminal de al menos { $min_width }×{ $min_height }; este mide { $width }×{ $height }. Agrándalo o pulsa q para salir.
app-help-title = {" "}Teclas: { $screen }{" "}
app-help-rest-below = (más teclas en la línea de estado, debajo: { $keys })
app-help-words-left-out = ({ $count ->
    [one] falta 1 explicación más: ↓ la muestra
   *[other] faltan { $count } explicaciones más: ↓ las muestra
})
app-help-keys-page = volver a las teclas
app-help-on-screen = En la pantalla:
exp-alt-guess = Tu predicción: { $said ->
    [cuckoo] el filtro cuckoo
   *[other] el filtro de Bloom
} ocupa menos bits por elemento al { $at }. { $state ->
    [running] La medición en curso la calificará.
    [cancelled] La medición se canceló antes de acabar: s vuelve a medir y la califica.
   *[waiting] s lo mide (← o → la cambian).
}
exp-alt-guess-graded = { $right ->
    [yes] Has elegido { $said ->
        [cuckoo] el filtro cuckoo
       *[other] el filtro de Bloom
    }, y has acertado. Al { $at } el cuckoo ocupa { $cuckoo } bits por elemento; el de Bloom, { $bloom }.
   *[no] Has elegido { $said ->
        [cuckoo] el filtro cuckoo, pero a esta tasa ocupa menos el de Bloom
       *[other] el filtro de Bloom, pero a esta tasa ocupa menos el cuckoo
    }. Al { $at } el cuckoo ocupa { $cuckoo } bits por elemento; el de Bloom, { $bloom }.
}{ $when ->
    [running] {" "}Son los tamaños de las dos estructuras ya construidas; sus tasas aún se están midiendo.
    [cancelled] {" "}Son los tamaños de las dos estructuras construidas antes de cancelar; no todas las tasas llegaron a medirse.
   *[done] {""}
}
exp-alt-hint = s construye cada estructura con n = { $n } claves y la mide ({ $more ->
    [yes] + para 10⁶ claves
   *[no] - para 10⁵ claves
}; > y < cambian la tasa objetivo).
exp-alt-predict-first = Repasa antes de medir (la lección 3 los compara): con una tasa objetivo p = { $at }, ¿cuál de estos dos ocupa menos bits por elemento? ← Bloom · → cuckoo
exp-alt-selected-at = { $name }: { $gives }, { $bits } bits por elemento, tasa objetivo { $at }
exp-alt-selected = { $name }: { $gives }, { $bits } bits por elemento
exp-alt-times-bloom = {", "}{ $ratio } × los bits de Bloom
exp-alt-measured-rate = {" "}(medida { $rate })
exp-alt-whole-k = {" "}(no { $log2e }: k tiene que ser entero, aquí { $k } y no { $ideal })
exp-alt-whole-words = {" "}(en palabras enteras de 64 bits; la m/n de Dimensionar es { $formula })
exp-alt-cuckoo-cost = añadir puede fallar cuando está casi lleno ({ $count ->
    [one] { $refused } clave rechazada aquí
   *[other] { $refused } claves rechazadas aquí
})
exp-plus-minus = { $rate } ±{ $half } %
exp-alt-targets = n = { $n } claves por estructura · { $count ->
    [one] objetivo
   *[other] objetivos
} { $targets }
exp-alt-rows = n = { $n } claves por estructura · { $rows } filas
# After «▼ 13 filas más (↓)» once a run is cancelled: what those rows hold.
exp-alt-hidden-measured = : { $whole ->
    [one] 1 medida
   *[other] { $whole } medidas
}{ $part ->
    [0] {""}
   *[other] , { $part } a medias
}
exp-alt-cancelled-measured = cancelado · { $measured } de { $total } medidas
exp-alt-cancelled-measured-part = cancelado · { $judged } de { $total } { $judged ->
    [one] medida
   *[other] medidas
} del todo, { $part } a medias
exp-table-done = terminado
exp-done-in = terminado en { $seconds } s
exp-done-in-last-seed = última semilla terminada en { $seconds } s
exp-alt-running = midiendo… { $profiled } de { $total } construidas, { $measured } de { $total } medidas
exp-seed = {" "}· semilla { $seed }
exp-seed-next = {" "}(próxima semilla: { $seed })
exp-alt-ns-insert = añade (ns)
exp-table-more-below = ▼ hay más abajo: { $below } { $below ->
    [one] línea
   *[other] líneas
} más (AvPág)
exp-chart-beside-tally = { $running ->
    [yes] El recuento ocupa estas filas hasta que terminen todas las semillas y no deja sitio para el gráfico: c lo muestra en su lugar.
   *[no] El recuento ocupa estas filas y no deja sitio para el gráfico: c lo muestra en su lugar.
}
exp-table-chart-does-not-fit = El gráfico no cabe: { $missing ->
    [one] le falta 1 línea más
   *[other] le faltan { $missing } líneas más
} de terminal.
exp-table-filters = n = { $n } · filtros { $sizes } · { $threads } a la vez (uno por núcleo): hasta { $peak }
exp-table-filters-short = n = { $n } · { $threads } filtros a la vez (uno por núcleo): hasta { $peak }
exp-table-sweep = m = { $m } bits, n = { $n } claves (m/n = 10), k = 1 a 20, doble hash
exp-table-rows-below = {"  "}▼ { $below } { $below ->
    [one] fila
   *[other] filas
} más (↓)
exp-table-rows-above = {"  "}▲ { $above } { $above ->
    [one] fila
   *[other] filas
} más (↑)
exp-table-rows-both = {"  "}▲ { $above } { $above ->
    [one] fila
   *[other] filas
} más arriba · ▼ { $below } abajo (↑↓)
exp-chance-together = Aun juzgando las filas juntas, una ejecución correcta muestra un ✗ así como mucho 1 vez de cada { $n }: todavía puede ser el azar. Pulsa r para repetir la ejecución con { $repeat } semillas y contar cuántas veces pasa.
exp-chance-alone = Por separado, una fila correcta da p < { $p } alrededor de 1 vez de cada { $n }, así que entre { $rows } filas a menudo alguna lo da. Pulsa r para repetir la ejecución con { $repeat } semillas y contar cuántas veces pasa.
exp-differs-together-long = {" "}· la tabla difiere (✗) también juzgada en conjunto: una ejecución correcta lo da como mucho 1 vez de cada { $n }
exp-differs-together-short = {" "}· la tabla difiere (✗; azar: ≤ 1 de cada { $n })
exp-differs-together-shortest = {" "}· la tabla difiere (✗)
exp-differs-alone-long = {" "}· * { $raw ->
    [one] { $raw } fila señalada
   *[other] { $raw } filas señaladas
} por separado (el azar señala alrededor de 1 fila correcta de cada { $n }); ninguna al juzgarlas juntas
exp-differs-alone = {" "}· * { $raw ->
    [one] { $raw } fila señalada
   *[other] { $raw } filas señaladas
} por separado (azar: 1 de cada { $n })
exp-words-bloom-rejected = ≠ Bloom: en esta fila se rechaza la fórmula de Bloom, { $bloom }. Frente a ella, el valor p es { $p_value } (ajustado, { $adjusted }): lo medido cuadra con la tasa exacta, no con la de Bloom.
exp-differs-alone-short = {" "}· * p < { $p } en { $raw ->
    [one] { $raw } fila
   *[other] { $raw } filas
} a solas
exp-chart-convergence = {" "}{ $row }: medida ÷ exacta (consultas en escala logarítmica){" "}
exp-chart-convergence-instead = {" "}{ $row }, que se mide ahora: medida ÷ exacta (la elegida espera){" "}
exp-predict-row-name = la fila del { $target }
exp-predict-fill-right = ¡Has acertado! Has dicho { $said }, y con k = { $k } y { $bits } bits por elemento, 1 − (1 − 1/m)^(kn) da { $expected }.
exp-predict-fill-close = { $side ->
    [high] Cerca: has dicho { $said }; con k = { $k } y { $bits } bits por elemento, 1 − (1 − 1/m)^(kn) da { $expected }, así que tu estimación queda { $points } puntos porcentuales por encima (un { $off } % más que el valor correcto).
   *[low] Cerca: has dicho { $said }; con k = { $k } y { $bits } bits por elemento, 1 − (1 − 1/m)^(kn) da { $expected }, así que tu estimación queda { $points } puntos porcentuales por debajo (un { $off } % menos que el valor correcto).
}
exp-predict-fill-far = { $side ->
    [high] Lejos: has dicho { $said }; con k = { $k } y { $bits } bits por elemento, 1 − (1 − 1/m)^(kn) da { $expected }, así que tu estimación es { $times } veces mayor.
   *[low] Lejos: has dicho { $said }; con k = { $k } y { $bits } bits por elemento, 1 − (1 − 1/m)^(kn) da { $expected }, { $times } veces lo que has estimado.
}
exp-predict-k-right = ¡Has acertado! k = { $best } da menos falsos positivos que cualquier otro según la fórmula exacta: { $lowest }.
exp-predict-k-close = Cerca: k = { $guess } da { $rate }, casi tan pocos como el mejor, k = { $best }, con { $lowest }.
exp-predict-k-far = No: k = { $guess } da { $rate }, { $times } veces la del mejor, k = { $best }, con { $lowest }.
exp-predict-bloom-verdict = { $verdict ->
    [yes] ¡Has acertado! La fórmula de Bloom acierta aquí.
    [no] ¡Has acertado! La fórmula de Bloom falla aquí.
   *[wrong] No es así.
}
exp-predict-bloom-off = { $verdict } Con n = { $n }, la fórmula de Bloom dice { $bloom } y la tasa exacta es { $exact }: un { $gap } % { $side ->
    [low] por debajo
   *[high] por encima
}, más que el ±{ $precision } % de la tasa con que mide este experimento.
exp-predict-bloom-within = { $verdict } La fórmula de Bloom se aleja como mucho un { $gap } % de la tasa exacta (con n = { $n }), dentro del ±{ $precision } % de la tasa con que mide este experimento.
exp-predict-fraction-or-percent = ¿{ $typed } % o { $percent } %? El llenado se pide en %: escríbelo con su signo ({ $typed } % o { $percent } %).
exp-predict-type-share = Escribe una parte mayor que 0 y hasta 100, en %.
exp-predict-type-k = Escribe un k entero, de { $low } a { $high }.
exp-predict-k-whole = k es un número entero de funciones de hash: «{ $c }» no se escribe.
exp-predict-k-whole-mark = k es un número entero de funciones de hash: borra «{ $c }» (⌫).
exp-predict-graded = { $grade } Pulsa s para medirlo. Después, cada fila se explica con palabras (e muestra u oculta el texto; la lección 2 explica la semilla, el intervalo y el valor p que verás).
exp-predict-graded-again = { $grade } Pulsa s para medirlo (después, cada fila se explica con palabras: e muestra u oculta el texto; la lección 2 explica la semilla, el intervalo y el valor p), o elige otra fila con ↑↓ y pulsa Enter para predecir la suya.
exp-predict-fill-intro = Repasa antes de medir (la lección 2 lo calcula): cuando tenga añadidas sus { $n } claves, ¿qué parte de los bits del filtro de { $row } estará encendida (↑↓ elige otra fila)? Pulsa Enter para responder, o s para construir los cuatro filtros y medirlos sin predecir.
exp-predict-k-intro = Repasa antes de medir (la lección 1 lo calcula): con { $bits } bits por elemento, ¿qué k da menos falsos positivos? Pulsa Enter para responder con un k de { $low } a { $high }, o s para empezar sin predecir.
exp-predict-bloom-intro = Repasa antes de medir (la lección 2 lo calcula): con solo { $m } bits y k = { $k }, ¿acierta la fórmula de Bloom, dentro del ±{ $precision } % de la tasa con que mide este experimento? Pulsa Enter para responder sí o no, o s para empezar sin predecir.
exp-predict-fill-ask = ¿Qué parte de los bits del filtro de { $row } estará encendida cuando tenga añadidas sus { $n } claves? Escríbela en % (p. ej. 12,5) y pulsa Enter; Esc: volver (luego s empieza sin predecir).
exp-predict-fill-typed = Tu estimación: { $typed }▏ %
exp-predict-fill-typed-percent = Tu estimación: { $typed } %▏
exp-predict-char-not-in-number = «{ $c }» no forma parte de un número y no se ha escrito: escribe la parte en % (como 62,5) o en notación científica (6,25e1).
exp-predict-k-ask = ¿Qué k, de { $low } a { $high }, da menos falsos positivos con { $bits } bits por elemento? Escríbelo y pulsa Enter; Esc: volver (luego s empieza sin predecir).
exp-predict-k-typed = Tu k: { $typed }▏
exp-predict-bloom-ask = ¿Acierta la fórmula de Bloom con este filtro pequeño? ←→ y Enter; s: saltar la predicción y empezar; Esc: volver.
exp-predict-bloom-choices = { $yes }Sí, acierta · { $no }No, se equivoca
## check
# `bloomlab check`: los problemas de los archivos de lecciones, cuestionarios
# y glosarios, y las frases con que se construyen (un argumento puede ser otro mensaje).

check-as-is = { $text }
check-file-over-cap = el archivo es demasiado grande: { $size } bytes o más, el límite es { $limit } bytes (1 MiB): divídelo en varias lecciones o cuestionarios
check-cannot-read-file = no se puede leer el archivo: { $reason }
check-not-utf8 = esto no es texto UTF-8 (un archivo binario u otra codificación): guárdalo como UTF-8
check-binary-file = esto es un archivo binario, no texto YAML
check-indented-too-deeply = sangría de { $spaces } espacios: demasiado anidado para una lección o un cuestionario (como mucho { $limit })
check-brackets-too-deep = corchetes anidados a más de { $limit } niveles: ninguna lección ni ningún cuestionario lo necesita
check-alias-bomb = las anclas y los alias (&, *) se expanden a demasiados datos: escribe el contenido completo
check-file-too-large = el archivo tiene { $size } bytes; el límite es { $limit } bytes (1 MiB): divídelo en varias lecciones o cuestionarios
check-duplicate-key = clave repetida `{ $key }` (aparece antes en la línea { $line }): quita una
check-cut-by-comment = YAML lee `{ $comment }` como un comentario, así que `{ $field }` termina en «{ $value }»: pon todo el texto entre comillas
check-yaml-tab-indent = esta línea está sangrada con un tabulador, que YAML no admite: sangra con espacios
check-yaml-tab-hint = sangra con espacios: YAML no admite tabuladores (el analizador de YAML dijo: { $problem })
check-yaml-with-advice = { $advice } (el analizador de YAML dijo: { $problem })
check-yaml-too-deep = demasiado anidado (más de 128 niveles): ninguna lección ni ningún cuestionario lo necesita
check-yaml-unclosed-list = este `{ $open }` abre una lista que no se cierra: termina la lista con `{ $close }`, o pon todo el texto entre comillas si no es una lista (el analizador de YAML lo detectó en la línea { $line } columna { $column }: { $problem })
check-yaml-unclosed-mapping = esta `{ $open }` abre un mapa que no se cierra: termina el mapa con `{ $close }`, o pon todo el texto entre comillas si no es un mapa (el analizador de YAML lo detectó en la línea { $line } columna { $column }: { $problem })
check-yaml-unclosed-text = el texto entre comillas que empieza aquí no tiene `{ $close }` de cierre: añádela donde acaba el texto (el analizador de YAML lo detectó al final del archivo, en la línea { $line } columna { $column }: { $problem })
check-yaml-unclosed-text-above = el texto entre comillas que empieza aquí no tiene `{ $close }` de cierre en su línea: añádela donde acaba el texto (el analizador de YAML lo detectó más abajo, en la línea { $line } columna { $column }: { $problem })
check-yaml-indent-alone = esta línea lleva { $spaces } espacios de sangría, como ninguna otra clave del archivo: sángrala como las claves de al lado (el analizador de YAML lo detectó en la línea { $line } columna { $column }: { $problem })
check-yaml-cut-short = el archivo termina en mitad de un valor: ¿está cortado? (el analizador de YAML dijo: { $problem })
check-yaml-colon-hint = un texto que contiene ": " va entre comillas: "así: esto" (el analizador de YAML dijo: { $problem })
check-yaml-token-hint = sangra con espacios, porque YAML no admite tabuladores; y un texto que empieza por @ o ` va entre comillas (el analizador de YAML dijo: { $problem })
check-yaml-indent-hint = compara la sangría de esta línea con la de las anteriores (el analizador de YAML dijo: { $problem })
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
check-yaml-unclosed-quote = se encontró el final del archivo al leer un texto entre comillas
check-yaml-flow-sequence = no se encontró la ',' o el ']' esperado al leer una lista entre corchetes
check-yaml-flow-mapping = no se encontró la ',' o la '{"}"}' esperada al leer un mapa entre llaves
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
check-not-found = no existe ese archivo ni esa carpeta
check-no-permission = no tienes permiso para leerlo
check-summary-none = { $problems ->
    [one] Ningún archivo revisado: 1 problema con la ruta indicada.
   *[other] Ningún archivo revisado: { $problems } problemas con las rutas indicadas.
}
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
check-term-from-unrequired = «{ $term }» se enseña en { $lesson }#{ $step }, una lección que esta no requiere: añade `requires: [{ $lesson }]` o enséñalo antes en esta lección
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
check-formats-help = 2 (decimales), %1 (un porcentaje), s3 (cifras significativas), int (un número entero), x3 (notación científica) o rate (una tasa como la escriben las pantallas, 1,004 %)
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
        [ordering] de ordenar
       *[other] { $kind }
    }
check-field-not-for-kind = `{ $field }` no corresponde a una pregunta { $kind }
check-kind-needs-field = una pregunta { $kind } necesita `{ $field }`
check-answer-must-be = `answer` debe ser { $what }
check-kind-needs-tolerance = una pregunta { $kind } necesita `tolerance` con `absolute: X` o `relative: X`
check-ordering-needs-items = una pregunta de ordenar necesita `items`: los elementos en su orden correcto
check-ordering-too-few = una pregunta de ordenar necesita al menos dos elementos (hay { $count })
check-what-items = elementos
check-advice-split-order = divide el orden en dos preguntas
check-what-item = el elemento
check-ordering-repeat = el elemento { $n } repite el elemento { $first }: los elementos de una pregunta de ordenar deben ser distintos, o dos órdenes serían correctos
check-fact-item-count = el número de elementos
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
check-parameter-positive = el parámetro `{ $param }` debe ser mayor que 0
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
check-tolerance-without-answer = `tolerance` acompaña a un `answer` numérico: añade `answer` o quítala
check-reveal-without-predict = `reveal` se muestra al responder una pregunta de predicción: añade `predict` a este paso o pasa el texto a `text`
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
check-structure-not-at-rate = `{ $name }` no se mide con p = { $p }: los filtros de huellas de 8 y 16 bits se dimensionan para 1/256 y 1/65 536, y los filtros de Bloom para cualquier otra tasa
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
check-engine-not-a-probability = debe ser una probabilidad estrictamente entre 0 y 1, como `0,01`, `0.01` o `1 %` (has escrito { $got })
check-engine-whole-out-of-range = debe ser un número entero de { $min } a { $max } (es { $got })
check-engine-real-out-of-range = debe ser un número de { $min } a { $max }, como { $example } (es { $got })
check-position-outside = la posición { $position } está fuera del vector de bits: las posiciones van de 0 a { $last } (m = { $m })
check-positions-count = `positions` necesita exactamente k = { $k } posiciones (tiene { $got })
check-remove-needs-counting = `remove` necesita una escena con contadores (`counting: true`): un filtro de bits no puede quitar
check-remove-absent = «{ $word }» no se puede borrar: el contador { $position } ya está en 0 (¿se añadió?)
check-scene-no-array = esta escena aún no tiene vector de bits: da `m` y `k` aquí o en una escena anterior
check-what-scene-ops = operaciones en una escena
check-advice-scene-ops = la pantalla muestra una línea por cada una: repártelas en varios pasos
check-what-lesson-ops = operaciones en las escenas de una lección
check-advice-lesson-ops = contadas en todas sus escenas hasta aquí: divide la lección
check-what-scene-words = palabras en el vector de bits de una escena
check-advice-scene-words = añadidas y no borradas; empieza un vector de bits nuevo con `m` y `k`
check-what-positions = posiciones en una lista
check-advice-positions = el vector de bits más grande tiene 4096 bits
check-what-highlight-why = el `why` del resaltado
check-word-too-long = la palabra es demasiado larga: { $count } caracteres, el límite es { $limit } (la escena la escribe junto a sus bits)
check-what-word = la palabra
check-what-note = la `note`
check-scene-m-range = m debe ir de 1 a { $limit } (es { $got })
check-scene-k-range = k debe ir de 1 a { $limit } (es { $got })
check-scene-m-needs-k = una escena que fija `m` empieza un vector de bits nuevo y necesita también `k`
check-scene-k-needs-m = `k` solo puede darse con `m` (juntos empiezan un vector de bits nuevo)
check-scene-counting-needs-m-k = `counting` solo puede darse con `m` y `k` (empieza un vector de bits nuevo)
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
check-strict-failed = Con --strict, { $warnings ->
    [one] el aviso cuenta como fallo
   *[other] los { $warnings } avisos cuentan como fallos
}, así que la revisión falla (código de salida 1).
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
## core and CLI

# El nombre de un tipo de filtro: title (en frases), label (tablas), short (filas estrechas, claves de gráfico).
kind-standard-title = filtro de Bloom estándar
kind-standard-label = Bloom estándar
kind-standard-short = Bloom
kind-blocked-title = filtro de Bloom por bloques
kind-blocked-label = Bloom por bloques
kind-blocked-short = bloques
kind-counting-title = filtro con contadores
kind-counting-label = Bloom con contadores
kind-counting-short = contadores
kind-cuckoo-title = filtro cuckoo
kind-cuckoo-label = cuckoo
kind-cuckoo-short = cuckoo
kind-xor8-title = filtro xor (8 bits)
kind-xor8-label = xor8
kind-xor8-short = xor8
kind-xor16-title = filtro xor (16 bits)
kind-xor16-label = xor16
kind-xor16-short = xor16
kind-binary-fuse8-title = filtro binary fuse (8 bits)
kind-binary-fuse8-label = binary fuse8
kind-binary-fuse8-short = fuse8
kind-binary-fuse16-title = filtro binary fuse (16 bits)
kind-binary-fuse16-label = binary fuse16
kind-binary-fuse16-short = fuse16
kind-hash-set-title = conjunto hash (exacto)
kind-hash-set-label = conjunto hash
kind-hash-set-short = conj. hash

# Una fila medida explicada (experiment/explain.rs).
exp-core-p-below = menor que 0,0001
exp-core-odds-one-in = alrededor de 1 de cada { $n } ejecuciones
exp-core-odds-almost-every = casi todas las ejecuciones
exp-core-odds-in-hundred = alrededor de { $n } de cada 100 ejecuciones
exp-core-interval-fresh = El intervalo del { $confidence } % va del { $low } al { $high }: hechos así, al menos { $confidence } intervalos de cada 100 contienen la tasa media de los filtros como este.
exp-core-interval-single = El intervalo del { $confidence } % va del { $low } al { $high } (ampliado para tener en cuenta cuánto se aparta la tasa de un filtro de la media): hechos así, al menos { $confidence } intervalos de cada 100 contienen la tasa media de los filtros como este.
exp-core-nothing-yet = Aún no hay nada medido: pulsa s para empezar.
exp-core-fresh-filters = , repartidas entre { $filters } filtros nuevos, cada uno con sus propias claves y funciones de hash, todas obtenidas de la semilla de la ejecución
exp-core-asked = bloomlab ha consultado { $queries } claves que no se han añadido nunca{ $filters }; { $positives } han recibido un «sí»: { $measured }.
exp-core-precision-spread = La cuenta en sí se conoce con ±{ $asked } %, la precisión pedida; el ± que se muestra, ±{ $shown } %, es más ancho porque la tasa propia de un solo filtro se aparta de la media, y eso no lo quita ningún número de consultas.
exp-core-precision-capped = La medición llegó a su tope de consultas antes de conocer la cuenta con ±{ $asked } %, la precisión pedida: el intervalo es más ancho que eso.
exp-core-formulas = La fórmula exacta dice { $exact }; la fórmula de Bloom (1 − e^(−kn/m))^k, la aproximación habitual, dice { $bloom }.
exp-core-fill = Llenado: { $filters ->
    [one] el { $measured } del filtro medido
   *[other] el { $measured } de cada filtro medido, en promedio
}; 1 − (1 − 1/m)^(kn) da { $expected }.
exp-core-p-value = Valor p { $p }: si { $theory ->
    [exact] la fórmula exacta es correcta
   *[own] su propia teoría es correcta
}, un recuento tan alejado como este, o más, sale por azar en { $odds }.
exp-core-verdict-agrees = Veredicto: compatible con la teoría. El recuento no es tan raro como para rechazar { $theory ->
    [exact] la fórmula exacta
   *[own] su propia teoría
} al { $level } %; eso no prueba que coincidan, solo que no hay pruebas en contra.
exp-core-verdict-agrees-together = Veredicto: compatible con la teoría, juzgando esta fila con las demás. Sola, su cuenta sería rara (valor p por debajo de { $alpha }{ $interval ->
    [missed] {" "}e intervalo sin la tasa exacta
   *[kept] {""}
}), pero entre varias filas una así sale por azar: decide el valor p ajustado.
exp-core-verdict-differs = Veredicto: difiere de la teoría. El azar por sí solo rara vez da un recuento tan alejado de { $theory ->
    [exact] la fórmula exacta
   *[own] su propia teoría
}: { $judged_by ->
    [adjusted] su valor p ajustado, con las filas juzgadas juntas, queda por debajo de { $alpha }.
   *[own] su valor p queda por debajo de { $alpha }.
}
exp-core-verdict-cancelled = Sin veredicto: la medición se canceló antes de que esta fila llegara a su precisión. Los recuentos de arriba son lo que midió hasta entonces.
exp-core-verdict-inconclusive = Veredicto: no concluyente. Todavía hay muy pocos falsos positivos para decir algo.
exp-core-decision-alone = Contrastar al { $level } % quiere decir que alrededor de 1 de cada { $one_in } filtros correctos sale señalado por azar.
exp-core-decision-family = Al { $level } % por fila, alrededor de 1 de cada { $one_in } filas correctas saldría señalada por azar; por eso las { $rows } filas{ $partial ->
    [yes] {" "}que han terminado (de las { $of } de la tabla)
   *[no] {""}
} se juzgan juntas (método de Holm): la probabilidad de alguna falsa alarma en toda la ejecución es como mucho del { $level } %. El valor p ajustado de esta fila es { $adjusted }{ $capped ->
    [yes] {" "}(el ajuste de Holm lo pasaría de 1, así que se queda en 1).
   *[no] .
}
exp-core-decision-family-short = Las { $rows } filas se juzgan juntas (método de Holm, lección 2): el valor p ajustado de esta fila es { $adjusted }{ $capped ->
    [yes] {" "}(se queda en 1).
   *[no] .
}
exp-core-decision-family-rule = Al { $level } % por fila, alrededor de 1 de cada { $one_in } filas correctas saldría señalada por azar; por eso las { $rows } filas se juzgan juntas (método de Holm): la probabilidad de alguna falsa alarma en toda la ejecución es como mucho del { $level } %.
exp-core-size-own-theory = Su propia teoría: { $own } · { $bits } bits por elemento, { $ratio } { $name } (log₂(1/p) = { $bound } bits, con p = { $own })
exp-core-size-exact = Exacta (sin falsos positivos) · { $bits } bits por elemento
exp-core-bound-ratio-name = × la cota inferior para su tasa

## words (issue 22: the last words moved out of the code)
# Saving and rescuing the results (records/).
words-records-rescued = error: no se pudieron guardar tus resultados en { $file } ({ $problem }); lo que no se guardó de esta sesión ({ $what }) está en { $path }: `bloomlab results { $path }` lo muestra, y --data-dir elige una carpeta en la que puedas escribir.
words-records-lost = error: no se pudieron guardar tus resultados en { $file } ({ $problem }) ni en otro sitio ({ $failures }): lo que no se guardó de esta sesión ({ $what }) se perdió.
words-records-attempts = { $count ->
    [one] 1 intento de autoevaluación
   *[other] { $count } intentos de autoevaluación
}
words-records-lessons = { $count ->
    [one] el progreso en 1 lección
   *[other] el progreso en { $count } lecciones
}
words-records-attempts-and-lessons = { $attempts } y { $lessons }
words-records-changes = cambios
words-records-local-time = hora local
words-records-cannot-save = No se pudieron guardar tus resultados en { $dir } ({ $problem }): los resultados se conservan solo en esta sesión; si al salir todavía no se pueden guardar, van a un archivo aparte, cuyo nombre se muestra entonces.
words-records-unreadable = No se pueden leer tus resultados guardados en { $path } ({ $problem }): los resultados se conservan solo en esta sesión.
words-records-newer = Tus resultados los guardó un bloomlab más nuevo (formato { $version }); este no los toca y conserva los de esta sesión solo en memoria.
words-records-damaged-moved = No se pudieron leer tus resultados guardados ({ $problem }). Se movieron a { $moved } y se empezó un registro nuevo.
words-records-cannot-set-aside = No se pudieron leer tus resultados ({ $problem }) ni apartarlos ({ $error }): los resultados se conservan solo en esta sesión.
words-records-archive-unreadable = Un archivo de tus resultados antiguos, { $path }, no se puede leer ({ $problem }); se deja como está.
# Reading a records file, a submission or a zip of them: what is wrong with it ($error is the system's or the JSON reader's own words).
records-problem-not-json = no es JSON válido: { $error }
records-problem-no-version = no tiene versión de formato
records-problem-fields = no tiene los campos esperados: { $error }
records-problem-newer = lo escribió un bloomlab más nuevo (formato { $version }; este lee el { $reads })
records-problem-not-bloomlab = no es un archivo de bloomlab (formato { $format })
records-problem-no-format-version = no tiene format_version
records-problem-read-back = sus resultados no se pueden volver a leer: { $error }
records-problem-too-large = ocupa más de { $bytes } bytes
records-io-problem = { $error }
records-no-such-file = el archivo no existe
records-not-written = no se escribió
records-memory-unreadable = no se puede leer: { $error }
records-memory-newer = lo escribió un bloomlab más nuevo (formato { $version }) y se deja sin tocar
records-memory-damaged = está dañado ({ $problem }) y no se pudo apartar: { $error }
records-zip-unreadable = no se puede leer { $path } como zip: { $error }
records-zip-too-many-entries = { $path } tiene { $entries } entradas, más de las { $max } que se leen
records-zip-name-outside = su nombre sale de la carpeta del zip (una ruta absoluta o ..)
records-zip-cannot-inflate = no se puede descomprimir: { $error }
records-zip-bomb = { $path } se descomprime en más de { $bytes } bytes: no se lee más (¿una bomba zip?)
records-zip-entry-too-large = se descomprime en más de { $bytes } bytes
words-records-archived = { $count ->
    [one] Tu archivo de resultados se acercaba a su límite de { $cap } MiB: tu intento más antiguo se movió a { $names } en { $dir }. Mis resultados y `bloomlab results` lo siguen leyendo.
   *[other] Tu archivo de resultados se acercaba a su límite de { $cap } MiB: tus { $shown } intentos más antiguos se movieron a { $names } en { $dir }. Mis resultados y `bloomlab results` los siguen leyendo.
}
words-session-no-data-folder = No se encontró una carpeta de datos: los resultados se conservan solo en esta sesión (indica una con --data-dir).
words-session-preview = Vista previa: nada de lo que hagas aquí se guarda en tus resultados.
# Parameters by the names the screens use (tui/text.rs).
words-param-memory-cap = límite de memoria
words-param-precision = precisión
words-param-confidence = confianza
words-param-query-cap = máximo de consultas
words-param-fresh-filters = filtros nuevos
words-param-threads = hilos
# A lesson's live run (tui/lesson/live.rs).
words-lesson-run-stopped = Se ha detenido la medición del paso { $step } al salir de él.
# A step's experiment in one line, for reading (content/teaching/reading.rs).
words-hashing-double = doble hash
words-hashing-independent = un hash por sondeo
words-experiment-structures = Experimento: n = { $n }, p = { $p }: { $names }
words-experiment-hashings = Experimento: m = { $m }, k = { $k }, n = { $n }, { $names }
words-experiment-then = { $first }, luego { $next }
words-result-rate = tasa medida, consultas; fórmula de Bloom, tasa exacta, llenado
words-result-interval = intervalo del 95 %
words-result-p-value = valor p
words-result-verdict = veredicto: compatible con la teoría, difiere de la teoría
# The k sweep's fill column: a whole percentage (tui/experiments/rows.rs).
words-exp-fill = { $percent } %
## class (issue 24: hand-out, hand-in, the class report, unfinished attempts)
class-local-time = hora local
# Where the system's time zone is unknown, times are shown in UTC.
time-zone-unknown = UTC: no se conoce la zona horaria del sistema
class-leave-keeps = Pulsa { $key } otra vez para salir de la autoevaluación: tus respuestas hasta ahora se guardan como un intento sin terminar, para retomarlo más tarde.
class-leave-keeps-review = Pulsa { $key } otra vez para salir: las respuestas que has dado se guardan y cuentan en Mis resultados.
class-key-resume = retomarlo
class-key-start-afresh = empezar de nuevo
class-resume-offer = Has dejado esta autoevaluación a medias el { $when }: { $answered } de { $count } preguntas respondidas; puntos por ahora: { $got }/{ $max }. Si empiezas de nuevo, ese intento sigue en Mis resultados.
class-resume-enter = retomarlo ({ $left ->
    [one] la pregunta que falta
   *[other] las { $left } preguntas que faltan
})
class-resume-afresh = empezar de nuevo desde la primera pregunta
class-resume-back = volver a la lista de autoevaluaciones
class-mark-retry = repetición
class-mark-review = repaso
class-mark-unfinished = sin terminar
class-mark-exercise = ejercicio
class-help-leave-quiz = salir: pulsa dos veces cualquiera de las dos (la primera vez te dice si se guardan tus respuestas)
class-help-leave-review = salir (se guardan las respuestas ya dadas)
class-submit-no-data-dir = no se encontró ninguna carpeta de datos: indica una con --data-dir
class-submit-nothing = no hay nada que entregar: no hay resultados en { $dir } (haz antes una autoevaluación, o indica con --data-dir la carpeta donde están tus resultados)
class-submit-no-name = indica tu nombre con --student NOMBRE (o define BLOOMLAB_STUDENT): el archivo que entregas lleva tu nombre
class-submit-cannot-write = no se pudo escribir { $path }: { $problem } (elige otro sitio con --out)
class-submit-wrote = Se ha escrito { $path } para { $student }: { $whole ->
    [one] 1 intento de autoevaluación completo
   *[other] { $whole } intentos de autoevaluación completos
}, { $retries ->
    [one] 1 repetición al acabar
   *[other] { $retries } repeticiones al acabar
}, { $reviews ->
    [one] 1 repaso desde Mis resultados
   *[other] { $reviews } repasos desde Mis resultados
}, { $unfinished ->
    [one] 1 intento sin terminar
   *[other] { $unfinished } intentos sin terminar
}, { $exercises ->
    [one] 1 corrección de ejercicio
   *[other] { $exercises } correcciones de ejercicios
} y { $lessons ->
    [one] 1 lección
   *[other] { $lessons } lecciones
}. Entrega este archivo.
class-results-missing = { $count ->
    [one] esta ruta no existe
   *[other] estas rutas no existen
}: { $paths } (indica carpetas de datos de estudiantes, archivos de resultados, archivos entregados o un zip con ellos)
class-results-empty = nota: se omite { $path }: no contiene intentos de autoevaluación
class-results-no-student = no hay intentos de autoevaluación en { $count ->
    [one] la ruta indicada
   *[other] ninguna de las { $count } rutas indicadas
}: { $problems }
class-results-left-out = { $count } de { $total } rutas quedan fuera del informe: { $problems }
class-results-one-heading = Resultados en { $dir }{ $zone }
class-results-none-yet = Todavía no hay intentos de autoevaluación.
# An attempt in `results`: the quiz, then the score; the two fields go on one line,
# or on two for every attempt when one would not fit. A no-break space
# keeps the language with the title's last word.
class-results-attempt-quiz = { $when }  { $quiz } [{ $lang }]
class-results-attempt-score = { $got }/{ $max } ({ $percent } %)  { $count ->
    [one] 1 pregunta
   *[other] { $count } preguntas
} en { $seconds } s{ $kind }
# An exercise's attempt: its checks passed of those it makes (a grading
# is not a quiz: it has checks, not questions).
class-results-attempt-checks = { $got }/{ $max } { $max ->
    [one] comprobación
   *[other] comprobaciones
} ({ $percent } %) en { $seconds } s{ $kind }
class-results-heading = Resultados de { $count ->
    [one] 1 estudiante
   *[other] { $count } estudiantes
}{ $zone }
# After a heading, only where the system's time zone is unknown (local times need no name).
class-results-times-in = {" "}(horas en { $zone })
class-results-copies = Intentos idénticos en los resultados de más de un estudiante (¿copiados?):
class-results-copy = { $quiz }, { $when }, { $got }/{ $max }: { $students }
class-results-versions = { $quiz } cambió entre intentos: { $count } versiones.
class-results-version = versión { $version } (usada por primera vez el { $first }): { $students }
class-results-version-current = versión { $version }, la actual (usada por primera vez el { $first }): { $students }
class-results-holds-none = { $path } no contiene intentos de autoevaluación
class-results-no-attempts = ningún intento de autoevaluación (solo progreso en lecciones)
## stats: the class summary (results --summary) and the Moodle export
stats-true = Verdadero
stats-false = Falso
stats-response-right = correcta
# A wrong number the quiz foresees (its feedback_for), by the number: «foreseen slip 1.2» meant nothing to a teacher (reader 44, en 4.5).
stats-response-slip = error previsto: la respuesta { $wrong }
# A foreseen slip computed by a formula, by the feedback the quiz gives it.
stats-response-slip-feedback = error previsto: { $feedback }
stats-response-other = otra
stats-response-not-a-number = no es un número
stats-response-off-by-up-to = desviada hasta un { $percent } %
stats-response-off-by-more = desviada más de un { $percent } %
stats-content-left-out = aviso: { $problem } (no se usa para los títulos y opciones del resumen)
stats-no-attempts = { $students ->
    [one] 1 estudiante, sin intentos.
   *[other] { $students } estudiantes, sin intentos.
}
stats-quiz-heading = { $quiz }: { $students ->
    [one] 1 estudiante
   *[other] { $students } estudiantes
}; idiomas: { $languages }
# A quiz with no title in the summary: its id, after the word.
# An exercise in the summary: its title as the Exercises screen gives it, and its id.
stats-exercise-name = Ejercicio { $title } ({ $id })
stats-quiz-untitled = Autoevaluación { $id }
stats-versions-differ = Nota: estos intentos se hicieron sobre { $versions } versiones de la autoevaluación (los hashes de contenido difieren).
stats-counted-first = Se cuenta el primer intento completo de cada estudiante ({ $attempts ->
    [one] 1 intento
   *[other] { $attempts } intentos
}).
stats-counted-last = Se cuenta el último intento completo de cada estudiante ({ $attempts ->
    [one] 1 intento
   *[other] { $attempts } intentos
}).
stats-counted-best = Se cuenta el mejor intento completo de cada estudiante ({ $attempts ->
    [one] 1 intento
   *[other] { $attempts } intentos
}).
stats-counted-all = Se cuentan todos los intentos completos ({ $attempts ->
    [one] 1 intento
   *[other] { $attempts } intentos
}).
stats-quiz-scores = Notas: media { $mean }, mediana { $median }, desviación típica { $sd }.
stats-quiz-consistency = Coeficiente de consistencia interna (α de Cronbach): { $alpha }; razón de error { $ratio }; error estándar { $error }.
stats-small-class = Precaución: solo { $students ->
    [one] 1 estudiante
   *[other] { $students } estudiantes
}. Con menos de { $least }, el índice de discriminación y la eficiencia discriminativa dependen sobre todo del azar; tómalos como pistas, no como veredictos.
stats-questions-heading = Preguntas
stats-col-question = pregunta
stats-col-answered = respondida
stats-col-counted = contadas
stats-col-facility = facilidad
stats-col-sd = DT
stats-col-guess = al azar
stats-col-discrimination = índice de discriminación
stats-col-efficiency = eficiencia discriminativa
stats-col-partly-right = en parte bien
# The questions' table's headers where the full ones do not fit the width, and the legend above it that names them.
stats-col-answered-short = resp.
stats-col-counted-short = cont.
stats-col-facility-short = F
stats-col-guess-short = azar
stats-col-discrimination-short = ID
stats-col-efficiency-short = ED
stats-col-partly-right-short = parte
stats-cols-short-legend = Columnas: resp., respondida; cont., contadas; F, facilidad; DT, desviación típica; azar, acierto al azar; ID, índice de discriminación; ED, eficiencia discriminativa; parte, en parte bien.
stats-cols-same = Se omiten, porque valen lo mismo en todas las filas: { $columns }.
stats-responses = respuestas en los intentos contados: { $responses }
stats-wrong-always = fallada en todos los intentos ({ $answered ->
    [one] 1 respuesta
   *[other] { $answered } respuestas
}, con repeticiones y repasos): { $answers }
stats-wrong-some = fallada { $wrong } de { $answered } veces (con repeticiones y repasos); respuestas incorrectas más frecuentes: { $answers }
stats-wrong-only = solo { $choice }
stats-still-missed = aún la fallan: { $students }
stats-col-student = estudiante
stats-col-attempts = intentos
stats-col-first = primero completo
stats-col-best = mejor completo
stats-students-not-whole = «primero completo» y «mejor completo» solo cuentan { $kind ->
    [exercise] las correcciones que llegaron al final, como las cifras de arriba: { $left } de { $attempts } se { $left ->
        [one] detuvo
       *[other] detuvieron
    } antes (sus comprobaciones sin hacer cuentan como falladas) y { $left ->
        [one] queda fuera
       *[other] quedan fuera
    }.
   *[quiz] los intentos completos, como las cifras de arriba: { $left } de { $attempts } (repeticiones, repasos, intentos sin terminar) { $left ->
        [one] queda fuera
       *[other] quedan fuera
    }.
}
stats-histogram-heading = Notas del primer intento completo
stats-gain-one-quiz = Ganancia de aprendizaje en { $quiz }: primer intento completo (antes) frente al último (después)
stats-gain-two-quizzes = Ganancia de aprendizaje de { $pre } (antes) a { $post } (después), primeros intentos completos
stats-col-pre = antes
stats-col-post = después
stats-col-gain = g
stats-gain-undefined = g no definida: la prueba previa ya era del 100 %
stats-gain-no-post = aún sin prueba posterior
stats-gain-no-pre = sin prueba previa
stats-gain-class = Clase (n = { $n }, media antes { $pre }, media después { $post }): ⟨g⟩ de Hake con las medias de la clase { $class_g }; media de las g de cada estudiante { $mean_g }.
stats-export-multiple = varias opciones correctas: Moodle da a cada opción correcta marcada su parte de los puntos y cuenta cada incorrecta como −100 %, así que una pregunta con alguna incorrecta marcada no da ningún punto, y marcar algunas de las correctas y ninguna incorrecta da parte de los puntos (bloomlab da todo o nada)
stats-export-fixed-variants = Moodle no puede calcular la fórmula { $formula }: se exporta como { $variants } preguntas numéricas con números fijos, en una categoría propia (añade una pregunta aleatoria de ella)
stats-export-ordering = necesita el tipo de pregunta Ordenación de Moodle (se califica por posición absoluta, como en bloomlab); un Moodle sin él omite esta pregunta al importar
stats-export-other-language = nota: la autoevaluación { $quiz } no tiene versión en el idioma pedido; se exporta en { $lang }
stats-export-written = { $questions ->
    [one] 1 pregunta escrita
   *[other] { $questions } preguntas escritas
} en { $file } (Moodle: Banco de preguntas → Importar → formato Moodle XML).
stats-check-partial-credit-unused = `partial_credit` se aplica a las preguntas de varias respuestas (`type: multiple`), y este cuestionario no tiene ninguna: quítalo o añade una
stats-check-partial-credit-points = con `partial_credit`, una pregunta de varias respuestas necesita al menos un punto por opción correcta (los puntos se redondean hacia abajo), y esta vale { $points } con { $right } opciones correctas: dale `points: { $right }` o más
## cost (compare's timed pass)
cost-timed-at = Costes (añadir y consultar, en ns): nanosegundos por clave, la mediana de { $repeats } pasadas cronometradas tras un calentamiento, en un hilo, con n = { $keys } claves en cada estructura{ $fewer } (los rangos están en el JSON y el CSV).
cost-wide-spread = ⚠ Los tiempos de { $rows ->
    [one] 1 fila
   *[other] { $rows } filas
} varían mucho (la pasada más lenta supera { $factor } veces la más rápida): la máquina estaba ocupada, así que esos costes son inciertos. Repite la medida con la máquina más libre antes de fiarte de ellos.
cost-phases = Tiempo: { $profile } s construyendo las estructuras (de ellos, { $timing } s cronometrando sus costes en un hilo), { $measure } s midiendo las tasas.
exp-alt-costs-on-v = ; v muestra sus costes.
cost-selected = ; costes cronometrados con n = { $keys } claves{ $fewer }, mediana de { $repeats } pasadas (rango): { $adding } { $insert } ns ({ $insert_low }–{ $insert_high }), consultar { $lookup } ns ({ $lookup_low }–{ $lookup_high })
cost-adding = añadir
cost-building = construir, por clave,
cost-timed-fewer = {" "}(las tasas se miden con { $n }: cronometrar tantas tardaría demasiado)
cost-wide-short = {" "}· ⚠ los tiempos varían mucho (máquina ocupada)
cost-wide-shortest = {" "}· ⚠ máquina ocupada
## exercises (src/exercise/, src/cli/grade.rs, src/cli/exercise.rs)
ex-summary-bloom = Construye un filtro de Bloom: m bits y k sondeos por elemento (se admite el doble hash).
ex-summary-counting = Construye un filtro con contadores: contadores de 4 bits, los elementos se pueden quitar y un contador que llega a 15 se queda atascado en 15.
ex-summary-blocked = Construye un filtro de Bloom por bloques: los k sondeos de una clave en un bloque de 512 bits.
ex-summary-fix = Encuentra y arregla tres errores escondidos en un filtro de Bloom que parece funcionar.
ex-list-how = Empieza uno con `bloomlab exercise new ID CARPETA [--starter python|rust]`, que escribe un punto de partida y un README.md con el protocolo, y pide su corrección con `bloomlab grade ID -- COMANDO`.
ex-unknown = error: no hay ningún ejercicio «{ $id }» (los ejercicios son: { $ids })
ex-new-exists = { $path } ya existe: no se ha sobrescrito nada (elige otra carpeta o bórralo antes)
ex-new-cannot = no se pudo escribir { $path }: { $error }
ex-new-written = Se ha escrito { $path }. { $builds ->
    [yes] Compílalo y haz que bloomlab lo corrija con estos comandos:
   *[no] Pide la corrección con este comando:
}
ex-readme =
    # { $exercise }: el protocolo entre bloomlab y tu programa

    bloomlab inicia tu programa y escribe comandos en su entrada estándar, uno por línea; tu programa responde en su salida estándar, una respuesta por línea. A la salida estándar no puede ir nada más: escribe los mensajes de depuración en la salida de errores (bloomlab muestra sus últimas líneas si tu programa se detiene).

    - `new M K`: responde `ok` cuando tu programa tenga un filtro vacío de M bits (o M contadores) y K funciones de hash (un filtro nuevo sustituye al anterior).
    - `add HEX`: sin respuesta. La clave son los bytes cuyo hexadecimal en minúsculas se da (de 1 a 16 bytes).
    - `has HEX`: responde `1` o `0`, una línea por cada `has`, en orden.
    - `remove HEX`: sin respuesta (el ejercicio del filtro con contadores).
    - `bits`: responde cuántos bits de memoria usa el filtro, como número entero.
    - `sync`: responde `done` después de todas las respuestas anteriores, y vacía tu salida.
    - `end`: sin respuesta; el programa termina.

    bloomlab envía `sync` después de cada tanda (como mucho { $batch } `has`), así que tu programa puede retener su salida siempre que la vacíe en `sync`.

    La corrección se detiene, y dice por qué, ante una línea que no es la respuesta esperada en ese momento, una línea de más de { $bytes } bytes, { $silence } segundos de silencio (`--timeout SEGUNDOS` da más tiempo), una corrección de más de { $minutes } minutos, o un programa que termina o deja de leer antes de `end`.

    El punto de partida que hay junto a este archivo ya habla el protocolo. { $count ->
        [one] Pide su corrección con este comando:
       *[other] Compílalo y pide su corrección con estos comandos:
    }

    { $command }
ex-readme-written = El protocolo que habla tu programa, y cómo pedir su corrección, están en { $path }.
ex-see-step = lección «{ $lesson }», paso { $step }, { $title }
# Two steps an exercise builds on, after «Se apoya en la».
ex-see-steps-and = { $first }, y en la { $second }
ex-shape = Filtro con m = { $m } { $cells ->
    [counters] contadores
   *[bits] bits
}, k = { $k }, n = { $n } claves
ex-report-title = Corrección del ejercicio «{ $exercise }»: { $program } (claves de la semilla { $seed }; `--seed { $seed }` corrige otra vez con las mismas claves)
ex-pass = [bien]
ex-fail = [falla]
ex-members-ok = Sin falsos negativos: las { $asked } claves añadidas responden 1.
ex-members-missing = { $shown } de { $asked } claves añadidas { $count ->
    [one] responde
   *[other] responden
} 0: falsos negativos, que un filtro de Bloom nunca da. { $count ->
    [one] La clave (en hexadecimal):
   *[other] Las primeras (en hexadecimal):
} { $keys }.
ex-members-tail = { $count ->
    [one] Es la última clave añadida antes de las consultas: ¿llega a escribirse en el filtro la última clave?
   *[other] Todas están entre las { $shown } últimas claves añadidas antes de las consultas: ¿quedan claves esperando en algún sitio cuando se consulta el filtro?
}
ex-memory-ok = Memoria: { $count ->
    [one] { $reported } bit declarado
   *[other] { $reported } bits declarados
}, { $cells ->
    [counters] para { $m } contadores de { $cell } bits ({ $needed } bits).
   *[bits] para m = { $needed } bits.
}
ex-memory-too-few = Memoria: { $count ->
    [one] { $reported } bit declarado
   *[other] { $reported } bits declarados
}, pero { $cells ->
    [counters] { $m } contadores de { $cell } bits necesitan { $needed }
   *[bits] hacen falta m = { $needed } bits
}: son muy pocos para guardar el filtro.
ex-memory-too-many = Memoria: { $count ->
    [one] { $reported } bit declarado
   *[other] { $reported } bits declarados
}, cuando { $cells ->
    [counters] { $m } contadores de { $cell } bits necesitan { $needed } (se admiten hasta { $allowed }): el filtro ocupa más que sus contadores.
   *[bits] hacen falta m = { $needed } bits (se admiten hasta { $allowed }): el filtro ocupa más que sus bits.
}
ex-rate = Falsos positivos (respuesta 1 a una clave nunca añadida): { $positives } de { $asked }, un { $measured } (intervalo del 95 %: del { $low } al { $high }); la tasa exacta para estos m, k y n es { $expected }. Valor p { $p }; valor p ajustado (Holm, sobre todas las tasas de esta corrección) { $adjusted }.
ex-rate-consistent = Compatible con la teoría al nivel del { $level } (no el 5 % del curso: una corrección casi nunca debe suspender un filtro correcto).
ex-rate-differs = Difiere de la teoría: un recuento tan lejos de la tasa exacta sale por azar menos del { $level } de las veces, contando juntas todas las tasas de la corrección.
ex-rate-effective = Es la tasa que daría un filtro correcto de unos { $bits } bits, y este tiene { $m }.
ex-rate-sixteen-bits = Eso es 2¹⁶: las posiciones nunca pasan de 65 536, como si salieran de un hash de 16 bits.
ex-rate-probes-depend = Con un sondeo por clave la tasa es correcta; con k = { $k } es demasiado alta: los k sondeos de una clave no son independientes entre sí (sondeos contiguos o un paso que se repite).
ex-rate-fewer-probes = Con un sondeo por clave la tasa es correcta; con k = { $k } es la tasa exacta de { $probes } sondeos por clave, no de { $k }: ¿enciende y consulta cada clave sus k posiciones?
ex-rate-any-bit = Coincide con la tasa ({ $any }) de una consulta que responde 1 en cuanto { $cells ->
    [counters] uno de los { $k } contadores de la clave pasa de 0: una consulta solo debe responder 1 cuando los k pasan de 0, porque un solo contador en 0
   *[bits] uno de los { $k } bits de la clave está en 1: una consulta solo debe responder 1 cuando los k están en 1, porque un solo bit en 0
} prueba que la clave nunca se ha añadido.
ex-rate-one-bit = Coincide con la tasa ({ $fill }) de una consulta que solo lee { $cells ->
    [counters] uno de los { $k } contadores de la clave: la proporción de contadores que pasan de 0 (el llenado). Una consulta debe leer los k y responder 1 solo cuando los k pasan de 0, porque un solo contador en 0
   *[bits] uno de los { $k } bits de la clave: la proporción de bits en 1 (el llenado). Una consulta debe leer los k y responder 1 solo cuando los k están en 1, porque un solo bit en 0
} prueba que la clave nunca se ha añadido.
ex-rate-too-low = Pocos falsos positivos también es un problema: el filtro no se comporta como m posiciones y k sondeos.
ex-removed = Claves quitadas: { $positives } de { $asked } siguen respondiendo 1, un { $measured } (intervalo del 95 %: del { $low } al { $high }); una clave quitada solo debe responder 1 cuando las claves que quedan mantienen todos sus contadores mayores que 0, tan a menudo como una clave nunca añadida: { $expected }. Valor p { $p }; valor p ajustado (Holm) { $adjusted }.
ex-removed-ok = Compatible con la teoría: una clave quitada deja de estar en el filtro.
ex-removed-still-there = Demasiadas: quitar una clave no baja sus contadores.
ex-after-removal-ok = Después de quitar claves, las { $asked } que quedan siguen respondiendo 1.
ex-after-removal-lost = Quitar unas claves se ha llevado otras por delante: sus contadores compartidos han bajado a 0.
ex-saturation-wrapped = Contadores en 15: una clave añadida 16 veces responde 0. Un contador de 4 bits que pasa de 15 vuelve a 0; debe quedarse en 15.
ex-saturation-lost = Contadores en 15: una clave añadida 20 veces y quitada 20 veces se ha llevado { $count } de otras { $asked } claves ({ $keys }). Un contador que llegó a 15 ya no sabe su cuenta, así que debe quedarse en 15, sin bajar nunca.
ex-saturation-ok = Contadores en 15: una clave añadida 16 veces sigue respondiendo 1, y quitarla 20 veces ha dejado en su sitio las otras { $asked } claves.
ex-time = Tiempo: { $time } s.
ex-time-with-peer = Tiempo: { $time } s; el filtro del propio bloomlab ha tardado { $reference } s con el mismo trabajo y el mismo protocolo, en esta máquina (el tuyo ha tardado { $ratio } veces ese tiempo).
ex-check-members = sin falsos negativos ({ $shape })
ex-check-rate = tasa de falsos positivos ({ $shape })
ex-check-memory = memoria ({ $shape })
ex-check-removed = claves quitadas ({ $shape })
ex-check-after-removal = claves que quedan tras quitar otras ({ $shape })
ex-check-saturation = contadores en 15
ex-check-time = tiempo
ex-check-stopped-early = el programa se ha detenido antes de acabar la corrección (ha fallado, ha tardado demasiado o ha dejado de leer)
ex-verdict-pass = Superado: las { $checks } comprobaciones.
ex-verdict-fail = No superado: { $failed ->
    [one] falla
   *[other] fallan
} { $failed } de { $checks } comprobaciones.
ex-verdict-stopped = No superado: la corrección se ha detenido antes de terminar (mira arriba), { $passed ->
    [one] con una comprobación superada.
   *[other] con { $passed } comprobaciones superadas.
}
ex-status-unknown = sigue en marcha
ex-status-exit-code = código de salida { $code }
ex-status-signal = señal { $signal }
ex-stderr-empty = No ha escrito nada en su salida de errores.
ex-stderr-tail = Lo último que ha escrito en su salida de errores:
ex-fail-spawn = No se ha podido iniciar «{ $program }»: { $error }.
ex-fail-silent = Tu programa no ha dicho nada en { $seconds } s mientras bloomlab esperaba «{ $expected }». ¿Vacía su salida en `sync`? (`--timeout` le da más tiempo).
ex-fail-too-long = La corrección ha tardado más de { $seconds } s y se ha detenido.
ex-fail-ended = Tu programa ha terminado ({ $status }) mientras bloomlab esperaba «{ $expected }».
ex-fail-malformed = bloomlab esperaba «{ $expected }» y ha recibido «{ $line }» (con los caracteres de control escapados). A la salida estándar solo van las respuestas del protocolo; escribe lo demás en la salida de errores.
ex-fail-line-too-long = Tu programa ha escrito una línea de más de { $limit } bytes, que empieza por «{ $start }»: bloomlab ha dejado de leer.
ex-fail-stopped-reading = Tu programa ha dejado de leer su entrada ({ $status }) mientras bloomlab aún le enviaba comandos.
ex-saved = Guardado en { $file } (aparece en Mis resultados).
ex-not-saved = No se ha guardado en { $file }: { $problem }
ex-not-saved-no-folder = No se ha guardado: no se ha encontrado ninguna carpeta de datos (indica una con --data-dir).
ex-history-title = Ejercicio «{ $id }»
## figures (fig-)
fig-measured = medida, intervalo del { $confidence }
fig-caption-theory = Solo con las fórmulas: no se construyó ningún filtro.
fig-caption-measured = Semilla { $seed } · { $rows ->
        [one] { $rows } fila
       *[other] { $rows } filas
    } · { $queries } consultas · barras: el intervalo de cada tasa medida
fig-table-title = Tabla de dimensionado medida en filtros reales, n = { $n }
fig-table-theory-title = Tabla de dimensionado según las fórmulas, n = { $n }
fig-bits-per-element = bits por elemento (m/n)
fig-bloom-optimal-k = fórmula de Bloom con el mejor k
fig-exact-rate = tasa exacta de cada fila
fig-rate = tasa de falsos positivos (escala logarítmica)
fig-hash-functions = funciones de hash (k)
fig-k-title = Tasa de falsos positivos según k: m = { $m } bits, n = { $n } claves (m/n = { $ratio })
fig-keys-inserted = claves añadidas (n)
fig-n-title = Tasa de falsos positivos según n: m = { $m } bits, k = { $k }
fig-m-title = Tasa de falsos positivos según los bits por elemento: n = { $n }, k = { $k }
fig-bloom-formula = fórmula de Bloom
fig-p-values = valores p de las filas
fig-flat = plano: lo que dan los filtros correctos
fig-histogram-title = Valores p frente a la tasa exacta
fig-p-value = valor p
fig-count = filas
fig-prediction = predicción (tasa exacta)
fig-each-seed = cada semilla, con su intervalo
fig-rate-ratio = tasa medida ÷ tasa exacta
fig-row = fila
fig-spread-title = Dispersión de las tasas medidas entre semillas
fig-repeat-title = { $runs ->
        [one] { $runs } ejecución
       *[other] { $runs } ejecuciones
    }, semillas { $first } a { $last }
fig-repeat-caption = { $rows ->
        [one] { $rows } fila contrastada
       *[other] { $rows } filas contrastadas
    } en todas las semillas. Si la teoría es cierta, todos los valores p son igual de probables: las barras deberían quedar a la altura de la línea discontinua.
fig-bits-per-key = bits por elemento
fig-compare-title = Bits por clave según la tasa de falsos positivos medida, n = { $n } claves
fig-compare-caption = Semilla { $seed } · barras: el intervalo del { $confidence } de cada tasa medida · el conjunto hash (sin falsos positivos) no aparece
fig-lower-bound = cota inferior log₂(1/p)
fig-bloom-overhead = filtro de Bloom con su mejor k 1,44·log₂(1/p)
fig-target-rate = tasa de falsos positivos objetivo (escala logarítmica)
fig-standard = filtro de Bloom estándar
fig-cuckoo = filtro cuckoo
fig-cuckoo-smaller = el cuckoo gasta menos bits
fig-crossover-title = Dónde un filtro cuckoo gasta menos bits por elemento que uno de Bloom, n = { $n }
fig-crossover-caption = Ambos dimensionados como en compare, para la misma tasa objetivo: Bloom en palabras enteras de 64 bits, cuckoo con huellas de log₂(8/p) bits (redondeado hacia arriba) al 95 % de carga.
fig-optimal-k = mejor k
fig-design-k = k = { $k } en toda la curva
fig-lower-bound-rate = cota inferior 2^(−m/n)
fig-your-design = tu filtro: k = { $k }, { $bits } bits por elemento
fig-sizing-caption = n = { $n }, m = { $m } bits, k = { $k }: { $rate } según la fórmula de Bloom
fig-sizing-title = Tasa de falsos positivos según los bits por elemento
fig-key-save-where = guardar la figura (este gráfico) como archivo SVG en la carpeta desde la que se abrió bloomlab
fig-key-save = guardar
fig-saved = Figura guardada: { $path }
fig-save-failed = figura sin guardar: { $error }

## Exercises screen
exscreen-name = Ejercicios
exscreen-home = construye tú un filtro; bloomlab lo corrige
exscreen-intro = Construye un filtro en cualquier lenguaje (los puntos de partida están en Python y en Rust): bloomlab ejecuta tu programa y se comunica con él por su entrada y su salida estándar, una línea cada vez, como muestra el punto de partida. El punto de partida y la corrección se lanzan desde la línea de comandos, en otro terminal; la nota se guarda en Mis resultados.
exscreen-intro-short = Construye un filtro en cualquier lenguaje; bloomlab ejecuta tu programa y se comunica con él línea a línea. Lo empiezas y luego pides su corrección con comandos, en otro terminal.
exscreen-times-in = Las horas de la lista están en { $zone }.
exscreen-title-bloom = Filtro de Bloom
exscreen-title-counting = Filtro con contadores
exscreen-title-blocked = Filtro por bloques
exscreen-title-fix = Arregla el filtro
exscreen-never-tried = sin intentar
exscreen-passed = superado el { $date }: { $score } de { $max }
exscreen-passed-then = superado el { $date }; la última, { $score } de { $max }
exscreen-failed = no superado el { $date }: { $score } de { $max } bien
exscreen-commands = Empieza en Python o Rust; pide la corrección con grade tras cada cambio:
exscreen-step = Se apoya en la { $step }.
exscreen-enter-nothing = Enter no abre nada aquí: lanza los comandos en otro terminal.
exscreen-key-choose = elegir un ejercicio
exscreen-key-next = el ejercicio siguiente; tras el último, el primero

## cli reports: table, experiment, repeat, size
# Los informes de texto de `bloomlab size`, `table`, `experiment` y
# `--repeat` (src/cli/size.rs, table.rs, experiment.rs, repeat.rs). CSV y
# JSON no se traducen: sus columnas, claves y títulos siguen en inglés. Los
# números llegan ya escritos con coma decimal; `$count` (un número entero)
# elige el plural.
# Un número solo, en el estilo del idioma (una celda de una tabla).
rep-number = { $value }
# Una cantidad con su unidad: `$count` elige el plural, `$shown` es el número.
rep-elements = { $count ->
    [one] { $shown } elemento
   *[other] { $shown } elementos
}
rep-bits = { $count ->
    [one] { $shown } bit
   *[other] { $shown } bits
}
rep-bytes = { $count ->
    [one] { $shown } byte
   *[other] { $shown } bytes
}
rep-insertions = { $count ->
    [one] { $shown } elemento añadido
   *[other] { $shown } elementos añadidos
}
# bloomlab size
rep-size-for-target = Filtro de Bloom para { $elements } con un { $target } de falsos positivos
rep-size-for-bits = Filtro de Bloom de { $bits } con { $elements }
rep-size-k-label = k (funciones de hash)
rep-size-bits-label = bits por elemento
rep-size-for-chance = Filtro de Bloom para { $elements } con una tasa de falsos positivos de { $chance }
rep-size-fp-label = falsos positivos
rep-size-fill-label = llenado esperado
rep-size-memory = { $bytes } ({ $readable })
rep-size-k = { $k }   (el mejor k sin redondear, (m/n)·ln 2, es { $optimum })
rep-size-bits = { $bits }   (la cota inferior log₂(1/p) es { $bound }: este filtro usa { $ratio } veces esa cota)
# With --k other than the best: what the best k would use.
rep-size-bits-other-k = { $bits }   (la cota inferior log₂(1/p) es { $bound }: este filtro usa { $ratio } veces esa cota; un filtro de Bloom con el mejor k usa { $best } veces)
rep-size-bloom = { $rate } según la fórmula de Bloom (1 − e^(−kn/m))^k
rep-size-exact = { $rate } de tasa exacta, con k sondeos independientes (Bose y otros, 2008)
rep-size-fill = { $fill } de los bits encendidos tras { $insertions }
# bloomlab table
rep-table-theory-title = Tabla de dimensionado para n = { $n } { $count ->
    [one] elemento
   *[other] elementos
}, según las fórmulas
rep-table-theory-rule = m = −n·ln p / (ln 2)² bits, redondeado hacia arriba; k = (m/n)·ln 2 redondeado; 1 MB = 10⁶ bytes
rep-table-measured-title = Tabla de dimensionado para n = { $n } { $count ->
    [one] elemento
   *[other] elementos
}, medida en filtros reales (m = −n·ln p / (ln 2)² redondeado hacia arriba, k redondeado)
# bloomlab experiment: el título de la ejecución ($hashing: double o independent).
rep-title-k-sweep = barrido de k: m/n = { $ratio } ({ $n } { $count ->
    [one] clave
   *[other] claves
} en { $m } bits), k = { $first } a { $last }
rep-title-small = el filtro pequeño de la lección: m = { $m } bits, k = { $k }, n = { $first } a { $last }, un filtro nuevo por consulta
rep-title-single = m = { $m } bits, k = { $k }, n = { $n }, { $hashing ->
    [double] doble hash
   *[independent] hashes independientes
}
# Las barras de progreso (en stderr) y una ejecución que falló.
rep-progress-queries = { $count ->
    [one] { $queries } consulta
   *[other] { $queries } consultas
}, tasa medida { $rate }
rep-progress-inserting = añadiendo { $inserted } de { $n }
# $verdict: agrees, differs o inconclusive.
rep-progress-done = por separado, { $verdict ->
    [agrees] compatible con la teoría
    [differs] difiere de la teoría
   *[inconclusive] no concluyente
}: { $rate } tras { $count ->
    [one] { $queries } consulta
   *[other] { $queries } consultas
}
rep-progress-failed = falló: { $problem }
rep-run-failed = el experimento { $row } ({ $label }) falló: { $problem }
# An experiment's worker panicked: Rust's own text, or none.
engine-panicked = un hilo de trabajo se detuvo: { $panic }
engine-panicked-unknown = un hilo de trabajo se detuvo sin decir por qué
# --repeat: el nombre corto de una fila, por su objetivo o por su forma.
rep-label-target = objetivo { $target }
rep-label-shape = m={ $m } k={ $k } n={ $n } { $hashing ->
    [double] doble hash
   *[independent] hashes indep.
}
rep-repeat-runs = { $runs ->
    [one] { $runs } ejecución, semillas
   *[other] { $runs } ejecuciones, semillas
} { $first } a { $last }: cuántas veces un veredicto dijo «difiere de la teoría»
rep-repeat-head-raw = por separado
rep-repeat-head-family = juntas (Holm)
rep-repeat-head-chance = azar, por separado
rep-repeat-raw = Por separado: { $count } de { $rows } filas contrastadas { $count ->
    [one] difiere
   *[other] difieren
} ({ $share }); el azar predice el { $level }, alrededor de { $expected }.
rep-repeat-runs-raw = Por separado, por ejecución: { $count } de { $runs } ejecuciones { $count ->
    [one] tiene
   *[other] tienen
} alguna fila que difiere por separado ({ $share }); si las filas fueran independientes, el azar predeciría alrededor del { $chance } de las ejecuciones.
rep-repeat-family = Juntas (Holm): { $count } de { $runs } ejecuciones { $count ->
    [one] tiene
   *[other] tienen
} alguna fila que difiere ({ $share }); el azar predice como mucho el { $level } de las ejecuciones (≤ { $at_most }).
# $side: within, above o below.
rep-repeat-chance = { $side ->
    [within] Dentro de lo que da el azar: filtros correctos dan un recuento al menos así de alejado de { $expected } en el { $tail } de las repeticiones (contraste binomial bilateral contra el { $level }).
    [above] Más de lo que da el azar: filtros correctos dan un recuento así de por encima de { $expected } solo en el { $tail } de las repeticiones (contraste binomial bilateral contra el { $level }); alguna fila probablemente difiere de la teoría.
   *[below] Menos de lo que da el azar: filtros correctos dan un recuento así de por debajo de { $expected } solo en el { $tail } de las repeticiones (contraste binomial bilateral contra el { $level }); aquí el contraste peca de prudente.
}
rep-repeat-chance-shared = Las filas de una ejecución comparten sus claves, así que sus «difiere» no son independientes y su recuento no se contrasta; las ejecuciones sí lo son, así que decide el recuento de ejecuciones juntas (Holm) de arriba.
rep-repeat-histogram = Valores p por separado, en décimos de 0 a 1: { $bins } (los filtros correctos los reparten por igual, así que los recuentos deberían salir casi iguales; un montón en los primeros décimos indica diferencias reales).
rep-repeat-measured = Medido en { $seconds } s.

## reader fixes: experiments, sizing, exercises
exp-table-more-both = ▲ hay más arriba · ▼ hay más abajo: { $below } { $below ->
    [one] línea
   *[other] líneas
} más (RePág AvPág)

## cli: the command line's own errors (src/cli/), in --lang's language.
# Appended as one block at the end of the file (issue 22), to keep merges
# with other edits easy. "error: " is printed before each, except where the
# message starts with it.
cli-content-missing = --content: { $dir } no existe (indica una carpeta de archivos .yaml)
cli-student-env-bad = BLOOMLAB_STUDENT debe ser un nombre de 1 a { $most } caracteres imprimibles (vale «{ $got }»)
cli-student-env-not-utf8 = BLOOMLAB_STUDENT debe ser un nombre de caracteres imprimibles (no es UTF-8)
cli-results-paths-and-data-dir = --data-dir: indica una sola --data-dir o las carpetas de los estudiantes como RUTA, no las dos cosas
cli-results-no-data-dir = no se encontró ninguna carpeta de datos: indica una con --data-dir
cli-results-data-dir-missing = --data-dir: { $dir } no existe (indica la carpeta de datos de un estudiante)
# `results --summary` of one data folder whose attempts carry no student's name.
cli-results-no-name = (sin nombre)
# `size` with fewer than two of --n, --p and --m.
# k en el máximo de bloomlab cuando el óptimo de la fórmula es mayor.
cli-size-k-capped = { $k }   (el mejor k, (m/n)·ln 2, es { $optimum }, pero bloomlab limita k a { $most }: las tasas de abajo son las de k = { $most })
# `size` with m given and over the overload line of the bits set (reader 40, en 5.2).
cli-size-m-too-small = ⚠ Esta m se queda corta con n = { $n }: aun con su mejor k, k = { $k }, se enciende más del { $line } de los bits y la p exacta es { $got }. Da más bits con --m, o una tasa con --p para calcular m a partir de ella.
# Una tasa tan pequeña que un double la redondea a 0: se da la cota.
units-rate-underflow = menos de 1 de cada 10³⁰⁸
cli-size-two-of = indica al menos dos de --n, --p y --m (k es opcional)
cli-summary-needs-summary = { $flag }: se usa junto con --summary
cli-summary-grid-needs-csv = --grid: la cuadrícula es una tabla CSV: se usa junto con --format csv
cli-summary-gain-form = --gain: indica AUTOEVALUACIÓN o PRE:POST, identificadores de autoevaluación (has escrito «{ $got }»)
cli-summary-gain-no-attempt = --gain: no hay ningún intento de la autoevaluación { $quiz } en estos resultados (autoevaluaciones encontradas: { $found })
cli-summary-gain-none-found = ninguno
cli-export-lesson-not-quiz = { $file } es una lección, no una autoevaluación
cli-export-file-problems = { $file } tiene problemas (revísalo con bloomlab check): { $problem }
cli-export-no-quiz = no hay ninguna autoevaluación ni archivo `{ $quiz }`; las autoevaluaciones son: { $ids }
cli-export-cannot-write = no se pudo escribir { $file }: { $problem }
cli-export-out-no-folder = --out { $path }: no existe la carpeta { $folder } donde escribirlo (indica un archivo en una carpeta que exista, o una carpeta)
cli-exercise-no-starter = no hay punto de partida para { $id }
cli-open-other-kind = error: { $target } es { $kind ->
    [lesson] una lección; ábrela
   *[other] una autoevaluación; ábrela
} con `bloomlab { $kind } { $target }`
cli-open-unknown-lesson = error: no hay ninguna lección ni archivo `{ $target }`; las lecciones son: { $ids }
cli-open-unknown-quiz = error: no hay ninguna autoevaluación ni archivo `{ $target }`; las autoevaluaciones son: { $ids }
cli-open-none = (ninguna)
cli-open-needs-terminal = error: las pantallas interactivas de bloomlab necesitan un terminal; para usarlo desde scripts, consulta `bloomlab --help`
cli-open-terminal-failed = error: falló el terminal: { $problem }
cli-cannot-write-output = no se pudo escribir la salida: { $problem }

## Parameter errors (issue 22): the core's checks of n, p, m, k and the
# measuring parameters (src/error.rs, src/sizing.rs, src/experiment/), the
# values the command line reads (src/units.rs, src/cli/) and clap's usage
# errors as the command line reports them (src/cli/mod.rs). Appended as one
# block at the end of the file, to keep merges with other edits easy.
# A parameter ($param, and $n, $p, $m, $k, $memory where a message names
# one) is worded by the face that shows the message: the command line
# writes its flag (--max-memory), the screens their own words. Numbers
# come written in the language's style (0,05; 10 000; 1·10⁻³⁰⁰). What the
# user must type (0.01, 1%, 64KiB) goes between backticks, as the command
# line reads it; what the user typed, between «».
param-error = { $param }: { $problem }
param-not-a-probability = debe ser una probabilidad estrictamente entre 0 y 1, como `0,01`, `0.01` o `1 %` (has escrito «{ $got }»)
param-whole-out-of-range = debe ser un número entero de { $min } a { $max } (has escrito «{ $got }»)
param-real-out-of-range = debe ser un número de { $min } a { $max }, como { $example } (has escrito «{ $got }»)
param-example-precision = `0.05` o `5%` (±5 %)
param-example-confidence = `0.95` o `99%`
param-too-large = un filtro de { $size } supera el límite de memoria de { $cap } (súbelo con { $memory })
param-too-large-bytes = un filtro de { $bytes } bytes no cabe en ninguna memoria (el límite es { $cap })
param-too-large-any = el filtro no cabría en ninguna memoria (el límite es { $cap })
param-size = { $size }
param-size-bytes = { $bytes } bytes
param-thread-failed = no se pudo iniciar un hilo: { $reason }
# $kind is the structure's name on the command line (standard, cuckoo,
# binary-fuse8, hash-set…).
param-structure = { $kind ->
    [standard] el filtro de Bloom estándar
    [blocked] el filtro de Bloom por bloques
    [counting] el filtro con contadores
    [cuckoo] el filtro cuckoo
    [xor8] el filtro xor de 8 bits
    [xor16] el filtro xor de 16 bits
    [binary-fuse8] el filtro binary fuse de 8 bits
    [binary-fuse16] el filtro binary fuse de 16 bits
    [hash-set] el conjunto hash
   *[other] la estructura { $kind }
}
sizing-cannot-hold-one = { $bits } bits no bastan ni para un elemento con { $p } { $rate }
sizing-missing = faltan datos: indica al menos dos de { $n }, { $p } y { $m } (k es opcional)
sizing-too-few-bits = { $bits } bits son pocos para { $n } { $elements } con { $p } { $rate }: hacen falta al menos { $needed } bits (o quita uno de { $n }, { $p }, { $m } para que se calcule)
sizing-table-too-large = con n = { $elements }, la tabla necesita un filtro de { $size }, más que el límite de memoria de { $cap } (baja { $n } o sube { $memory })
compare-too-large = con n = { $elements }, { $structure } necesita { $size }, más que el límite de memoria de { $cap } (baja { $n } o sube { $memory })
experiment-independent-hashing = los hashes independientes dan a cada clave k posiciones de bits, que solo usan los filtros de Bloom; { $structure } usa doble hash
experiment-trials-too-few = aquí debe ser al menos { $fewest }: cada filtro nuevo responde { $each } { $count ->
    [one] consulta
   *[other] consultas
}, y una fila necesita al menos { $least } consultas (es { $trials })
experiment-too-full-none = { $keys } { $count ->
    [one] clave llena
   *[other] claves llenan
} los { $bits } bits (k = { $k }): cada consulta sería un falso positivo (tasa prevista: { $rate }), así que no hay nada que medir; con estos m y k sobra incluso una sola clave: da más bits
experiment-too-full-most = { $keys } { $count ->
    [one] clave llena
   *[other] claves llenan
} los { $bits } bits (k = { $k }): cada consulta sería un falso positivo (tasa prevista: { $rate }), así que no hay nada que medir; con estos m y k, { $n } va de 1 a { $most } (o da más bits)
experiment-small-suite-n = la prueba small ya recorre n = 1 a 6 por sí misma: quita { $n }
experiment-missing-n = faltan datos: indica { $n } con { $m } (y, si quieres, { $k }), o { $n } con { $p }
experiment-m-or-p = indica { $m } o { $p }, no los dos
experiment-missing-m = faltan datos: indica { $m } (los bits) o { $p } (una tasa objetivo)
# A value the user typed, $got, is written with escapes for what cannot be
# printed; the catalogue puts the quotes around it.
units-count-empty = se esperaba un número entero, como `10000000` o `1e7`
units-count-fraction = se esperaba un número entero (has escrito «{ $got }»)
units-count-dot-groups = «{ $got }» puede ser miles o decimales: un recuento es un número entero, así que escríbelo sin punto, como { $whole } o { $grouped }
units-count-too-large = «{ $got }» es demasiado grande
units-count-negative = se esperaba un número entero, 0 o más (has escrito «{ $got }»)
units-count-bad = se esperaba un número entero, como `10000000` o `1e7` (has escrito «{ $got }»)
units-comma-ambiguous = puede ser { $point } o { $thousands } (has escrito «{ $got }»): escribe { $point } (con punto) para el número con decimales, o { $thousands } sin la coma
units-probability-bad = debe ser una probabilidad estrictamente entre 0 y 1, como `0,01`, `0.01` o `1 %` (has escrito «{ $got }»)
units-size-bad = se esperaba un tamaño, como `95850584`, `64KiB` o `12MB` (has escrito «{ $got }»)
units-size-unit = unidad desconocida «{ $unit }»: usa bits (b) o bytes (B), con k, M, G, T o Ki, Mi, Gi, Ti delante
units-size-fraction = «{ $got }» no es un número entero de bits
units-size-too-large = «{ $got }» es demasiado grande
cli-lang-bad = debe ser es o en (has escrito «{ $got }»)
cli-student-bad = debe ser un nombre de 1 a { $most } caracteres imprimibles (has escrito «{ $got }»)
cli-k-bad = debe ser un número entero de 1 a { $max } (has escrito «{ $got }»)
cli-memory-zero = debe ser un tamaño de al menos 1 byte, como `512MiB` o `8GiB`
cli-quiz-title-and-id = { $title } (id: { $id })
cli-list-and = { $others } y { $last }
cli-columns-left-out = ({ $count ->
    [one] se deja fuera la columna { $columns } para caber en { $width } columnas; --wide la muestra; COLUMNS fija otro ancho)
   *[other] se dejan fuera las columnas { $columns } para caber en { $width } columnas; --wide las muestra; COLUMNS fija otro ancho)
}
cli-seed-bad = debe ser un número entero de 0 a { $max } (has escrito «{ $got }»)
cli-number-bad = debe ser un número, como { $example } (has escrito «{ $got }»)
cli-example-precision = `0,05` o `5 %`
# A comma that could group thousands or mark decimals, in a flag whose
# range refuses one reading ($fits is the other) or both ($rule says what
# the flag takes). $got, $point, $thousands and $fits are as typed.
cli-comma-one = puede ser { $point } o { $thousands } (has escrito «{ $got }»), y solo { $fits } está dentro del rango: escribe { $fits }
cli-comma-neither = puede ser { $point } o { $thousands } (has escrito «{ $got }»), y ninguno de los dos está dentro del rango: { $rule }
cli-rule-probability = una probabilidad está estrictamente entre 0 y 1 y se escribe como `0,01`, `0.01` o `1 %`
cli-rule-range = el valor va de { $min } a { $max } y se escribe como { $example }
cli-trials-zero = debe ser al menos 1 filtro (es 0)
cli-threads-zero = debe ser al menos 1 hilo (es 0)
cli-threads-too-many = debe ser un número entero de 1 a { $max } (has escrito «{ $got }»)
cli-target-bad = debe ser una tasa, como `0.01`, `1%` o `1/256` (has escrito «{ $got }»)
cli-target-not-a-probability = debe ser una probabilidad estrictamente entre 0 y 1, como `0.01`, `1%` o `1/256` (has escrito «{ $got }»)
# The extensions are the figure formats' (src/figure/draw.rs).
cli-plot-extension = debe ser un nombre de archivo terminado en .svg o .png (has escrito «{ $got }»)
cli-plot-no-folder = la carpeta { $folder } no existe (has escrito «{ $got }»)
cli-repeat-bad = debe ser un número entero de ejecuciones de { $min } a { $max } (has escrito «{ $got }»)
cli-counted-bad = debe ser uno de estos: { $names } (has escrito «{ $got }»)
cli-compare-repeat = debe ser 1: compare mide cada estructura una sola vez (has escrito «{ $got }»)
cli-timeout-bad = debe ser un número entero de segundos de 1 a { $max } (has escrito «{ $got }»)
# The screens' name for a parameter a message mentions (the one it is
# about comes first, as it is): «n» in Spanish.
param-mention = «{ $name }»
# Clap's usage errors. $arg is the flag (--p) or the argument as clap
# writes it (<TARGET>); $value and $command are what the user typed; $list
# is lines of arguments, each "\n  --flag <VALUE>".
cli-usage-value = { $arg }: { $problem }
cli-usage-value-other = { $arg }: el valor «{ $value }» no es válido: { $problem }
cli-usage-no-value = { $arg }: falta su valor
cli-usage-one-of = { $arg }: debe ser uno de estos: { $values } (has escrito «{ $value }»)
cli-usage-bad-value = { $arg }: el valor «{ $value }» no es válido
cli-usage-unknown-argument = no se esperaba el argumento «{ $arg }»
cli-usage-unknown-command = comando desconocido: «{ $command }»
cli-usage-missing = faltan estos argumentos obligatorios:{ $list }
cli-usage-conflict = «{ $arg }» no se puede usar junto con «{ $other }»
cli-usage-conflict-many = «{ $arg }» no se puede usar junto con:{ $list }
cli-usage-conflict-any = «{ $arg }» no se puede usar junto con alguno de los otros argumentos
cli-usage-twice = «{ $arg }» solo se puede indicar una vez
# Something to type on the command line, in a tip.
cli-usage-literal = `{ $text }`
cli-usage-similar-argument = sugerencia: { $count ->
    [one] hay una opción parecida
   *[other] hay opciones parecidas
}: { $names }
cli-usage-similar-command = sugerencia: { $count ->
    [one] hay un comando parecido
   *[other] hay comandos parecidos
}: { $names }
cli-usage-similar-value = sugerencia: { $count ->
    [one] hay un valor parecido
   *[other] hay valores parecidos
}: { $names }
cli-usage-tip-exists = sugerencia: existe `{ $command }`
cli-usage-tip-as-value = sugerencia: para pasar «{ $value }» como valor, usa `{ $command }`
cli-usage-tip-remove-dashes = sugerencia: existe el comando `{ $command }`; para usarlo, quita el «--» de delante
# A tip of clap's that is not one of the above, in clap's English.
cli-usage-tip = sugerencia: { $text }
cli-usage-usage = Uso: { $usage }
cli-usage-hint = Para más información, prueba `{ $help }`.

## cli reports: compare, crossover, results, plot, budget

# A number, written in the language's style: 0,05; 10 000; 1,5·10⁻⁷ in Spanish.
report-number = { $number }
# A value and its interval, in the text tables: a semicolon between the ends, which have a decimal comma.
report-interval = { $value } [{ $low }; { $high }]
# A row's verdict in the text tables (JSON and CSV keep these English words).
report-verdict = { $verdict ->
    [agrees] compatible con la teoría
    [differs] difiere de la teoría
   *[inconclusive] no concluyente
}
report-no = no
# `experiment` and the measured `table`: the line under the title, the columns, the notes after a verdict, the lines at the end.
report-measured-legend = semilla { $seed }; { $method ->
    [exact] intervalos del { $confidence }
   *[wilson] intervalos de Wilson del { $confidence }
} para la tasa media de los filtros como el de cada fila (con un solo filtro, ensanchados por la variación de un filtro a otro); valor p como en la lección 2 (contraste binomial) frente a la tasa exacta
report-col-bits-per-element = bits/elem.
report-col-k = k
report-col-m = m (bits)
report-col-n = n
report-col-memory = memoria
report-col-hashing = hash
report-col-fill = llenado
report-col-bloom-p = p de Bloom
report-col-exact-p = p exacta
report-col-measured-p = p medida [intervalo]
report-col-false-positives = FP
report-col-p-value = valor p
report-hashing = { $hashing ->
    [double] doble
   *[independent] independiente
}
report-fill = { $fill } %
report-note-bloom-low = ; la fórmula de Bloom se queda por debajo (valor p { $p_value }, ajustado { $adjusted })
report-note-capped = ; se detuvo en un límite antes de llegar al ±{ $precision } % ({ $reached })
report-note-reached = ±{ $reached } %
report-note-no-false-positive = aún ningún falso positivo
report-family = Veredictos juzgados en conjunto (Holm, un { $level } para toda la ejecución) sobre { $rows } { $rows ->
    [one] fila
   *[other] filas
}: { $differing } { $differing ->
    [one] difiere
   *[other] difieren
} de la teoría.
report-measured-in = Medido en { $under ->
    [yes] menos de { $seconds }
   *[no] { $seconds }
} s con { $threads } { $threads ->
    [one] hilo
   *[other] hilos
}.
# `compare`: the progress bar, a row that failed, the text before the table, the table's own columns (the others are the Alternatives tab's).
report-compare-progress = comparando
report-compare-progress-measured = medido: { $structure }
report-compare-row-failed = falló la fila { $row }: { $problem }
report-compare-heading = Alternativas a un filtro de Bloom, n = { $n } claves, semilla { $seed } ({ $seconds } s)
report-compare-legend = bits/elemento: los bytes de la propia estructura construida entre n{ $bound }; veredictos juzgados en conjunto (Holm, { $rows } { $rows ->
    [one] fila
   *[other] filas
}, { $differing } { $differing ->
    [one] difiere
   *[other] difieren
})
report-compare-col-bits = bits/elemento
report-compare-legend-bound = ; ×cota: × la cota inferior para su tasa, bits/elemento ÷ log₂(1/teoría), con teoría la tasa que predice su propia teoría para la estructura tal como se construyó
report-compare-col-measured = medida [intervalo]
report-compare-col-insert = añade (ns)
report-compare-col-lookup = consulta (ns)
report-compare-col-failures = rechazos
# `compare --crossover`, as text. The rates come without their % sign.
report-crossover-heading = 
    Dónde un filtro cuckoo gasta menos bits por elemento que un filtro de Bloom estándar, n = { $n } claves, con los dos dimensionados como en compare: Bloom m = −n·ln p / (ln 2)² bits, redondeado hacia arriba a palabras de máquina de 64 bits (k el entero más cercano a (m/n)·ln 2); cuckoo f = log₂(8/p) redondeado hacia arriba a un número entero de bits por huella, en n / { $load } huecos (redondeando hacia arriba).
    Calculado de forma exacta a partir de los escalones de f, no con un barrido de tasas.
report-crossover-equal-target = A igual tasa objetivo (los dos dimensionados para la misma p):
report-crossover-window = el filtro cuckoo gasta menos desde el { $low } % hasta el { $high } % { $detail }
report-crossover-window-below = el filtro cuckoo gasta menos con cualquier objetivo por debajo del { $high } % { $detail }
report-crossover-window-detail = (f = { $bits }: { $per_key } bits por elemento; en este intervalo Bloom gasta más)
# The range below a target: f grows as the target falls.
report-crossover-window-below-detail = (desde f = { $bits }, { $per_key } bits por elemento, en adelante; en este intervalo Bloom gasta más)
report-crossover-bloom-elsewhere = Bloom gasta menos (o lo mismo) con cualquier otro objetivo: con todos los objetivos desde el { $from } % hacia arriba, y entre esos intervalos.
report-crossover-bloom-everywhere = Bloom gasta menos (o lo mismo) con cualquier objetivo.
report-crossover-equal-achieved = A igual tasa conseguida (cada uno con la tasa que tiene de verdad; la de un filtro cuckoo es como mucho 8/2^f, multiplicada por lo llena que está la tabla: entre 0,5 y 1 veces su objetivo):
report-crossover-achieved = el filtro cuckoo gasta menos con tasas conseguidas por debajo del { $below } %: desde f = { $bits } bits en adelante (tasa conseguida { $rate } % con f = { $bits }; compare construye f = { $bits } o más para cualquier objetivo por debajo del { $targets } %).
# `--plot FILE`, on stderr.
report-plot-written = figura escrita en { $file }
report-plot-cannot-write = no se pudo escribir la figura { $file }: { $problem }
report-plot-format = { $file }: una figura se escribe como .svg o .png (lo decide la extensión del nombre del archivo)
# `results`: a path that is there but cannot be opened (the problem is the system's words).
report-results-cannot-read = no se puede leer { $path }: { $problem }
# A target rate the query cap cannot measure (the parameters are named by the face: --p, --precision, --max-queries on the command line).
budget-cannot-measure = una tasa de { $rate } necesita unas { $needed } consultas para medirse con un ±{ $precision } % al { $confidence } % de confianza, más que el límite de { $cap } ({ $max_queries }); { $p } debe estar entre { $smallest }, la menor tasa que puede medir, y el 100 % (sin incluirlo): sube { $p }, { $precision_flag } o { $max_queries }
# Una tasa o un recuento dentro de él, como los escribe el curso.
budget-percent = { $percent } %
budget-number = { $number }
budget-power = { $mantissa }·{ $power }
# The system refused a structure's memory.
alloc-filter = no se pudo reservar la memoria del filtro
alloc-key-buffer = no se pudo reservar el búfer de claves
alloc-hash-set = no se pudo reservar el conjunto hash

## cli help (--help)
# Cada palabra de `--help`, `-h` y `help COMANDO` (src/cli/help.rs): las
# claves como en en.ftl. Los nombres de valor (FILE, PATH, QUIZ) son la
# sintaxis y se quedan como están. Lo que se escribe en la línea de
# comandos va entre acentos graves, con punto decimal; el resto de números,
# con coma decimal.
help-heading-usage = Uso
help-usage-options = OPCIONES
help-heading-commands = Comandos
help-heading-arguments = Argumentos
help-heading-options = Opciones
help-flag-help = Muestra la ayuda
help-flag-help-short = Muestra la ayuda (más detalle con '--help')
help-flag-help-long = Muestra la ayuda (un resumen con '-h')
help-flag-version = Muestra la versión
help-command-help = Muestra esta ayuda o la de los comandos indicados
help-spec-default = por defecto
help-spec-possible = valores posibles
help-spec-possible-list = Valores posibles
# Los nombres de valor de --help (<ARCHIVO>): la sintaxis, en el idioma.
help-value-command = COMANDO
help-value-dir = CARPETA
help-value-file = ARCHIVO
help-value-id-file = ID|ARCHIVO
help-value-name = NOMBRE
help-value-path = RUTA
help-value-quiz = AUTOEVALUACIÓN
help-value-quiz-post = AUTOEVALUACIÓN[:POST]
help-value-size = TAMAÑO
help-value-which = CUÁLES
help-value-starter = LENGUAJE
help-value-format = FORMATO
help-value-seed = SEMILLA
help-value-precision = PRECISIÓN
help-value-confidence = CONFIANZA
help-value-max-queries = MÁX_CONSULTAS
help-value-interval = INTERVALO
help-value-threads = HILOS
help-value-trials = FILTROS
help-value-exercise = EJERCICIO
help-value-timeout = SEGUNDOS
help-value-hashing = HASH
help-value-suite = SERIE
help-value-lang = IDIOMA

help-bloomlab = Aprende los filtros de Bloom experimentando: dimensionado, teoría y tasas de falsos positivos medidas
help-after-bloomlab =
    Sin comando, abre las lecciones interactivas, el laboratorio, el gráfico de dimensionado, los experimentos y las autoevaluaciones.

    Ejemplos:
      bloomlab --lang es
      bloomlab lesson mi-leccion.yaml
      bloomlab size --n 10000000 --p "1 %"
      bloomlab size --m 64KiB --p 0,01
      bloomlab table --theory --format csv
      bloomlab table --n 10000000
      bloomlab experiment --suite small

    Códigos de salida:
      0      hecho
      1      otra cosa falló (la salida, el archivo de resultados, el terminal); `check`: un archivo tiene problemas; `grade`: no superado
      2      entrada no válida (un valor, una combinación de valores, un archivo que no existe)
      3      no se pudo hacer una medición: no se pudo arrancar un hilo o falló un proceso de trabajo
      128+N  la señal N detuvo la aplicación interactiva (con sus resultados guardados)
help-bloomlab-lang = Idioma de las pantallas, las lecciones y las autoevaluaciones: es o en [por defecto: el de LANG; si no, en]
help-bloomlab-content = Una carpeta con tus propias lecciones y autoevaluaciones, que se cargan además de las incluidas
help-bloomlab-data-dir = Dónde se guardan los resultados [por defecto: $BLOOMLAB_DATA_DIR; si no, ~/.local/share/bloomlab]
help-bloomlab-no-save = Guarda los resultados de esta sesión solo en memoria
help-bloomlab-student = Tu nombre, que se guarda con cada intento de autoevaluación y cada corrección para tu profesor [por defecto: $BLOOMLAB_STUDENT]
help-arg-student = Tu nombre, que se guarda para tu profesor con tus intentos de autoevaluación y tus correcciones; este comando no lo usa [por defecto: $BLOOMLAB_STUDENT]
help-quiz-student = Tu nombre, que se guarda con cada intento de autoevaluación para tu profesor [por defecto: $BLOOMLAB_STUDENT]
help-lesson-student = Tu nombre, que se guarda con cada intento de autoevaluación para tu profesor [por defecto: $BLOOMLAB_STUDENT]
help-grade-student = Tu nombre, que se guarda con la corrección para tu profesor [por defecto: $BLOOMLAB_STUDENT]
help-submit-student = Tu nombre: da nombre al archivo para entregar y va dentro de él [por defecto: $BLOOMLAB_STUDENT, si no, el nombre con el que se guardaron tus resultados]
help-lesson = Abre la lección guiada (el identificador de una lección, o un archivo YAML para previsualizarlo)
help-quiz = Abre una autoevaluación (un identificador, o un archivo YAML para previsualizarlo)
help-arg-target = El identificador de una lección o autoevaluación, o un archivo YAML para previsualizarlo
help-size = Dimensiona un filtro: indica dos de --n, --p, --m (y, si quieres, --k); el resto se calcula
help-size-n = Número de elementos que se añaden (`10000000`, `1e7`, `10_000_000`)
help-size-p = Tasa de falsos positivos objetivo, estrictamente entre 0 y 1 (0,01 o 1 %)
help-size-m = Tamaño del filtro: bits, o con unidad: B para bytes, b para bits (`64KiB`, `12MB` = 12 megabytes, `100Mb` = 100 megabits)
help-size-k = Número de funciones de hash (de 1 a 64); el mejor k si no se indica
help-size-max-memory = Rechaza filtros mayores que esto (bytes, o con unidad: `512MiB`, `8GiB`)
help-size-plot = Dibuja también el gráfico clásico (tasa frente a bits por elemento: mejor k, el k de este filtro, la cota inferior, este filtro marcado) en el archivo ARCHIVO: SVG o PNG, según su extensión
help-table = La tabla de dimensionado del curso (10 %, 1 %, 0,1 %, 0,01 %), medida con filtros reales o solo la teoría con --theory
help-table-theory = Solo las fórmulas (sin medir en filtros reales)
help-table-n = Número de elementos
help-experiment = Mide una configuración de filtro, o una serie (--suite k-sweep|small)
help-experiment-m = Tamaño del filtro: bits, o con unidad (`64KiB`)
help-experiment-k = Funciones de hash, de 1 a 64 (el mejor k para m y n si no se indica)
help-experiment-n = Claves añadidas
help-experiment-p = Dimensiona el filtro para esta tasa de falsos positivos en vez de indicar --m
help-experiment-trials = Mide sobre este número de filtros nuevos, cada uno con sus propias claves y funciones de hash, obtenidas de la semilla
help-experiment-suite = Ejecuta una serie preparada en vez de una sola configuración
help-experiment-suite-k-sweep = m/n = 10, k = 1..20: el mínimo cerca de (m/n)·ln 2, llenado cerca de la mitad
help-experiment-suite-small = el filtro de 12 bits de la lección, k = 2, n = 1..6: la fórmula de Bloom se queda corta
help-arg-hashing = Cómo se convierten las claves en posiciones: double, el doble hash mejorado del filtro (lección 2, paso 18: un solo cálculo de hash por clave da dos números, h1 y h2, y con ellos se forman las k posiciones), o independent, k funciones de hash independientes (lo que supone la fórmula exacta)
help-arg-seed = Semilla de los flujos de claves: la misma semilla da los mismos recuentos
help-arg-precision = Se detiene cuando la mitad del ancho del intervalo está dentro de esta fracción de la estimación (0,05 = ±5 %), de 0,001 a 0,5 [por defecto: 0,05]
help-experiment-precision = Se detiene cuando la mitad del ancho del intervalo está dentro de esta fracción de la estimación (0,05 = ±5 %), de 0,001 a 0,5 [por defecto: 0,05; 0,01 con --suite small]
help-arg-confidence = Nivel de confianza de los intervalos y del contraste, de 0,5 a 0,9999
help-arg-max-queries = Nunca más consultas que estas por experimento, de 100 a 10¹⁰
help-arg-interval = Cómo se calculan los intervalos
help-arg-threads = Hilos de trabajo [por defecto: uno por núcleo]
help-arg-max-memory = La memoria máxima que pueden ocupar los filtros a la vez, entre todos los hilos (bytes, o con unidad: `512MiB`, `8GiB`); se ejecutan menos filtros a la vez para no pasarse
help-arg-format = Formato de salida
help-arg-repeat = Repite el mismo trabajo con las semillas de SEMILLA a SEMILLA + N − 1 y cuenta cuántas veces los veredictos dijeron «difiere», de 1 a 1000
help-arg-plot = Dibuja también los resultados en una figura, en el archivo ARCHIVO: SVG o PNG, según su extensión (.svg, .png)
help-arg-wide = Tablas de texto con todas las columnas: sin esto, una tabla más ancha que el terminal (o que COLUMNS, o que 100 columnas si no es un terminal) deja fuera columnas, en un orden fijo
help-compare = Las alternativas, una junto a otra: por bloques, con contadores, cuckoo, xor, binary fuse, un conjunto hash (--crossover: dónde cuckoo gana a Bloom)
help-compare-n = Claves añadidas a cada estructura, de 1000 a 10 000 000
help-compare-p = Tasas objetivo (repite la opción para cada una; separadas por comas, escríbelas con punto decimal: `1%,0.1%`); 1/256 y 1/65 536 son para los filtros de huellas (cuckoo, xor, binary fuse), las demás para los filtros de Bloom y cuckoo [por defecto, escritas así: `1%,0.1%,0.01%,1/256,1/65536`]
help-compare-crossover = En vez de eso, encuentra exactamente los intervalos de tasa objetivo en los que un filtro cuckoo gasta menos bits por elemento que un filtro de Bloom estándar (los dos dimensionados como en compare), a igual tasa objetivo y a igual tasa conseguida
help-compare-precision = Detiene cada fila cuando la mitad del ancho de su intervalo está dentro de esta fracción de la estimación, de 0,001 a 0,5 [por defecto: 0,05]
help-after-compare = 
    bits/elemento: la memoria de la estructura construida dividida entre n (no cuenta el búfer de construcción de un filtro estático, 8 bytes por clave).
    ×cota («× la cota inferior para su tasa»): bits/elemento ÷ log₂(1/teoría), donde teoría, una columna de la tabla, es la tasa que predice su propia teoría para la estructura tal como se construyó (la tasa exacta de un filtro de Bloom estándar, la tasa de Poisson de uno por bloques, como mucho 8/2^f multiplicado por lo llena que está la tabla para un filtro cuckoo, 2^−f para xor y binary fuse). 1 es el mínimo que ninguna estructura supera; un filtro de Bloom con su mejor k está en 1,44.
help-check = Comprueba archivos de lecciones y autoevaluaciones (archivo:línea:columna: mensaje por cada problema)
help-check-paths = Archivos o carpetas (se buscan en ellas archivos .yaml y .yml)
help-check-strict = Falla (sale con 1) también con avisos: un término del glosario usado antes del paso que lo enseña, una predicción (predict) cuya respuesta se ve encima, una lección en un solo idioma…
help-results = Muestra cada intento de autoevaluación y cada corrección de ejercicio registrados, de un estudiante o de una clase (`results clase/*/`, clase.zip, --summary)
help-results-paths = Carpetas de datos de los estudiantes, archivos de resultados, archivos de `bloomlab submit`, o un zip con ellos («descargar todas las entregas» de Moodle) [por defecto: la única carpeta de datos, mira --data-dir]
help-results-format = Formato de salida: csv tiene una fila por pregunta respondida
help-results-summary = Por pregunta (facilidad, discriminación, respuestas incorrectas frecuentes, quién sigue fallándola), por estudiante, y un histograma
help-results-attempts = Qué intentos completos de cada estudiante cuenta el resumen: first (como Moodle por defecto), last, best o all
help-results-gain = Con --summary: la ganancia de aprendizaje de un pretest a un postest: AUTOEVALUACIÓN (primer y último intento completo) o PRE:POST (dos autoevaluaciones)
help-results-grid = Con --summary --format csv: la cuadrícula estudiante × pregunta (puntos en cada pregunta) en vez del resumen
help-submit = Escribe en un archivo para entregar (bloomlab-NOMBRE-FECHA.json) los resultados de la carpeta de datos, y dice dónde lo ha dejado
help-submit-out = Dónde escribirlo; una carpeta pone el archivo en ella [por defecto: bloomlab-NOMBRE-FECHA.json en la carpeta actual]
help-export = Escribe una autoevaluación para otra plataforma: `export AUTOEVALUACIÓN --format moodle-xml` (en el idioma de --lang)
help-export-quiz = El identificador de una autoevaluación (incluido, o de --content), o el archivo YAML de una autoevaluación
help-export-format = Qué escribir: moodle-xml, para el banco de preguntas de Moodle (Importar → formato Moodle XML)
help-export-out = Escribe en este archivo en vez de en la salida estándar; si es una carpeta, escribe en ella AUTOEVALUACIÓN.IDIOMA.moodle.xml
help-grade = bloomlab corrige tu propio filtro: `bloomlab grade bloom -- python3 filter.py` (el protocolo está en el README.md que escribe `exercise new`)
help-grade-exercise = El ejercicio (bloom, counting, blocked, fix-the-filter; mira `bloomlab exercise list`)
help-grade-command = Tu programa y sus argumentos, después de `--`: `-- python3 filter.py`
help-grade-seed = La semilla de las claves, para corregir otra vez con las mismas claves [por defecto: una nueva cada vez]
help-grade-timeout = Segundos que tu programa puede estar callado mientras se espera una respuesta (de 1 a 600)
help-grade-no-reference = Omite la ejecución de la implementación de referencia (la comparación de tiempos)
help-exercise = Los ejercicios: `exercise list`, `exercise new ID CARPETA [--starter python|rust]`
help-exercise-list = Lista los ejercicios
help-exercise-new = Escribe un punto de partida para el ejercicio ID en CARPETA
help-exercise-new-id = El ejercicio (mira `bloomlab exercise list`)
help-exercise-new-dir = La carpeta donde escribirlo (se crea si hace falta; no se sobrescribe un punto de partida que ya exista)
help-exercise-new-starter = El lenguaje de programación del punto de partida
help-exercise-reference = Ejecuta la solución del propio bloomlab para el ejercicio ID por la entrada y la salida estándar: la referencia con la que `grade` cronometra un programa
help-exercise-reference-id = El ejercicio: bloom, counting, blocked o fix-the-filter (mira `bloomlab exercise list`)
