package org.georc.bench.cli;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The help heading an option is listed under, declared where the option is: on the option's
 * field, or on a mixin class for all of its options. An option without one is listed under
 * "Input and output" ({@link GroupedOptions} renders the groups).
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.METHOD, ElementType.TYPE})
@interface HelpGroup {
    /** @return the heading */
    String value();
}
