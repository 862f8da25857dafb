package org.georc.core.spi;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Names a kind of model in words, for help output and for the error a judge gives when the model
 * is missing. Put it on the model's interface ({@link SentenceEncoder}, {@link LanguageModel},
 * ...); a new kind of model declares its own, with no change here. A type without it is named
 * from its simple name ({@code ImageTagger} reads "an image tagger").
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface ModelKind {
    /** @return the model in words, with its article ("a sentence encoder") */
    String value();

    /**
     * @return how a user supplies one, shown when it is missing; empty for no hint. In the
     *         library's words: a model setting in backticks, such as {@code `pair_classifier.dir`}
     *         ({@link ModelRequest#key}), which the command line names as its option
     *         ({@code --model-dir})
     */
    String hint() default "";

    /**
     * @return the prefix of this kind's entries in a run's settings ({@link Fingerprinted});
     *         empty: the type's simple name in snake case ({@code PairClassifier}: {@code pair_classifier})
     */
    String key() default "";
}
