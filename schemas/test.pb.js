/*eslint-disable block-scoped-var, id-length, no-control-regex, no-magic-numbers, no-mixed-operators, no-prototype-builtins, no-redeclare, no-shadow, no-var, sort-vars, default-case, jsdoc/require-param*/
import $protobuf from "protobufjs/minimal.js";

const $Reader = $protobuf.Reader, $Writer = $protobuf.Writer, $util = $protobuf.util;
const $Object = $util.global.Object, $undefined = $util.global.undefined, $Error = $util.global.Error, $RangeError = $util.global.RangeError, $Array = $util.global.Array, $TypeError = $util.global.TypeError, $Number = $util.global.Number, $String = $util.global.String, $Boolean = $util.global.Boolean, $isFinite = $util.global.isFinite;

const $root = $protobuf.roots["test"] || ($protobuf.roots["test"] = {});

export const bench = $root.bench = (() => {

    const bench = {};

    bench.test = (function() {

        const test = {};

        test.Test = (function() {

            const Test = function (properties) {
                this.flags = [];
                if (properties)
                    for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                        if (properties[keys[i]] != null && keys[i] !== "__proto__")
                            this[keys[i]] = properties[keys[i]];
            };

            Test.prototype.id = 0;
            Test.prototype.title = "";
            Test.prototype.status = 0;
            Test.prototype.flags = $util.emptyArray;
            Test.prototype.owner = null;
            Test.prototype.settings = null;

            Test.create = function(properties) {
                return new Test(properties);
            };

            Test.encode = function (message, writer, _depth) {
                if (!writer)
                    writer = $Writer.create();
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (message.id != null && $Object.hasOwnProperty.call(message, "id") && message.id !== 0)
                    writer.uint32(8).uint32(message.id);
                if (message.title != null && $Object.hasOwnProperty.call(message, "title") && message.title !== "")
                    writer.uint32(18).string(message.title);
                if (message.status != null && $Object.hasOwnProperty.call(message, "status") && message.status !== 0)
                    writer.uint32(24).int32(message.status);
                if (message.flags != null && message.flags.length)
                    writer.uint32(34).bools(message.flags);
                if (message.owner != null && $Object.hasOwnProperty.call(message, "owner"))
                    $root.bench.test.Owner.encode(message.owner, writer.uint32(42).fork(), _depth + 1).ldelim();
                if (message.settings != null && $Object.hasOwnProperty.call(message, "settings"))
                    $root.bench.test.Settings.encode(message.settings, writer.uint32(50).fork(), _depth + 1).ldelim();
                if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                    for (let i = 0; i < message.$unknowns.length; ++i)
                        writer.raw(message.$unknowns[i]);
                return writer;
            };

            Test.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            Test.decode = function (reader, length, _end, _depth, _target) {
                if (!(reader instanceof $Reader))
                    reader = $Reader.create(reader);
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                let end, message, value;
                if (length === $undefined)
                    end = reader.len;
                else {
                    end = reader.pos + length;
                    if (end > reader.len)
                        throw $RangeError("index out of range");
                    length = reader.len;
                    reader.len = end;
                }
                message = _target || new $root.bench.test.Test();
                while (reader.pos < end) {
                    let start = reader.pos;
                    let tag = reader.tag();
                    if (tag === _end) {
                        _end = $undefined;
                        break;
                    }
                    let wireType = tag & 7;
                    switch (tag >>>= 3) {
                    case 1: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.uint32())
                                message.id = value;
                            else
                                delete message.id;
                            continue;
                        }
                    case 2: {
                            if (wireType !== 2)
                                break;
                            if ((value = reader.stringVerify()).length)
                                message.title = value;
                            else
                                delete message.title;
                            continue;
                        }
                    case 3: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.int32())
                                message.status = value;
                            else
                                delete message.status;
                            continue;
                        }
                    case 4: {
                            if (wireType === 2) {
                                if (!(message.flags && message.flags.length))
                                    message.flags = [];
                                reader.bools(message.flags);
                                continue;
                            }
                            if (wireType !== 0)
                                break;
                            if (!(message.flags && message.flags.length))
                                message.flags = [];
                            message.flags.push(reader.bool());
                            continue;
                        }
                    case 5: {
                            if (wireType !== 2)
                                break;
                            message.owner = $root.bench.test.Owner.decode(reader, reader.size(), $undefined, _depth + 1, message.owner);
                            continue;
                        }
                    case 6: {
                            if (wireType !== 2)
                                break;
                            message.settings = $root.bench.test.Settings.decode(reader, reader.size(), $undefined, _depth + 1, message.settings);
                            continue;
                        }
                    }
                    reader.skipType(wireType, _depth, tag);
                    if (!reader.discardUnknown) {
                        $util.makeProp(message, "$unknowns", false);
                        (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                    }
                }
                if (length !== $undefined) {
                    if (reader.pos !== end)
                        throw $RangeError("index out of range");
                    reader.len = length;
                }
                if (_end !== $undefined)
                    throw $Error("missing end group");
                return message;
            };

            Test.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            Test.verify = function (message, _depth) {
                if (typeof message !== "object" || message === null)
                    return "object expected";
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    return "max depth exceeded";
                if (message.id != null && $Object.hasOwnProperty.call(message, "id"))
                    if (!$util.isInteger(message.id))
                        return "id: integer expected";
                if (message.title != null && $Object.hasOwnProperty.call(message, "title"))
                    if (!$util.isString(message.title))
                        return "title: string expected";
                if (message.status != null && $Object.hasOwnProperty.call(message, "status"))
                    if (typeof message.status !== "number" || (message.status | 0) !== message.status)
                        return "status: enum value expected";
                if (message.flags != null && $Object.hasOwnProperty.call(message, "flags")) {
                    if (!$Array.isArray(message.flags))
                        return "flags: array expected";
                    for (let i = 0; i < message.flags.length; ++i)
                        if (typeof message.flags[i] !== "boolean")
                            return "flags: boolean[] expected";
                }
                if (message.owner != null && $Object.hasOwnProperty.call(message, "owner")) {
                    let error = $root.bench.test.Owner.verify(message.owner, _depth + 1);
                    if (error)
                        return "owner." + error;
                }
                if (message.settings != null && $Object.hasOwnProperty.call(message, "settings")) {
                    let error = $root.bench.test.Settings.verify(message.settings, _depth + 1);
                    if (error)
                        return "settings." + error;
                }
                return null;
            };

            Test.fromObject = function (object, _depth) {
                if (object instanceof $root.bench.test.Test)
                    return object;
                if (!$util.isObject(object))
                    throw $TypeError(".bench.test.Test: object expected");
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let message = new $root.bench.test.Test();
                if (object.id != null)
                    if ($Number(object.id) !== 0)
                        message.id = object.id >>> 0;
                if (object.title != null)
                    if (typeof object.title !== "string" || object.title.length)
                        message.title = $String(object.title);
                if (object.status !== 0 && (typeof object.status !== "string" || $root.bench.test.Status[object.status] !== 0))
                    switch (object.status) {
                    case "DRAFT":
                    case 0:
                        message.status = 0;
                        break;
                    case "ACTIVE":
                    case 1:
                        message.status = 1;
                        break;
                    case "ARCHIVED":
                    case 2:
                        message.status = 2;
                        break;
                    default:
                        if (typeof object.status === "number" && (object.status | 0) === object.status)
                            message.status = object.status;
                    }
                if (object.flags) {
                    if (!$Array.isArray(object.flags))
                        throw $TypeError(".bench.test.Test.flags: array expected");
                    message.flags = $Array(object.flags.length);
                    for (let i = 0; i < object.flags.length; ++i)
                        message.flags[i] = $Boolean(object.flags[i]);
                }
                if (object.owner != null) {
                    if (!$util.isObject(object.owner))
                        throw $TypeError(".bench.test.Test.owner: object expected");
                    message.owner = $root.bench.test.Owner.fromObject(object.owner, _depth + 1);
                }
                if (object.settings != null) {
                    if (!$util.isObject(object.settings))
                        throw $TypeError(".bench.test.Test.settings: object expected");
                    message.settings = $root.bench.test.Settings.fromObject(object.settings, _depth + 1);
                }
                return message;
            };

            Test.toObject = function (message, options, _depth) {
                if (!options)
                    options = {};
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let object = {};
                if (options.arrays || options.defaults)
                    object.flags = [];
                if (options.defaults) {
                    object.id = 0;
                    object.title = "";
                    object.status = options.enums === $String ? "DRAFT" : 0;
                    object.owner = null;
                    object.settings = null;
                }
                if (message.id != null && $Object.hasOwnProperty.call(message, "id"))
                    object.id = message.id;
                if (message.title != null && $Object.hasOwnProperty.call(message, "title"))
                    object.title = message.title;
                if (message.status != null && $Object.hasOwnProperty.call(message, "status"))
                    object.status = options.enums === $String ? $root.bench.test.Status[message.status] === $undefined ? message.status : $root.bench.test.Status[message.status] : message.status;
                if (message.flags && message.flags.length) {
                    object.flags = $Array(message.flags.length);
                    for (let j = 0; j < message.flags.length; ++j)
                        object.flags[j] = message.flags[j];
                }
                if (message.owner != null && $Object.hasOwnProperty.call(message, "owner"))
                    object.owner = $root.bench.test.Owner.toObject(message.owner, options, _depth + 1);
                if (message.settings != null && $Object.hasOwnProperty.call(message, "settings"))
                    object.settings = $root.bench.test.Settings.toObject(message.settings, options, _depth + 1);
                return object;
            };

            Test.prototype.toJSON = function() {
                return Test.toObject(this, $protobuf.util.toJSONOptions);
            };

            Test.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/bench.test.Test";
            };

            return Test;
        })();

        test.Status = (function() {
            const valuesById = $Object.create(null), values = $Object.create(valuesById);
            values[valuesById[0] = "DRAFT"] = 0;
            values[valuesById[1] = "ACTIVE"] = 1;
            values[valuesById[2] = "ARCHIVED"] = 2;
            return values;
        })();

        test.Theme = (function() {
            const valuesById = $Object.create(null), values = $Object.create(valuesById);
            values[valuesById[0] = "LIGHT"] = 0;
            values[valuesById[1] = "DARK"] = 1;
            values[valuesById[2] = "SYSTEM"] = 2;
            return values;
        })();

        test.Owner = (function() {

            const Owner = function (properties) {
                if (properties)
                    for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                        if (properties[keys[i]] != null && keys[i] !== "__proto__")
                            this[keys[i]] = properties[keys[i]];
            };

            Owner.prototype.name = "";
            Owner.prototype.isAdmin = false;
            Owner.prototype.location = null;

            Owner.create = function(properties) {
                return new Owner(properties);
            };

            Owner.encode = function (message, writer, _depth) {
                if (!writer)
                    writer = $Writer.create();
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (message.name != null && $Object.hasOwnProperty.call(message, "name") && message.name !== "")
                    writer.uint32(10).string(message.name);
                if (message.isAdmin != null && $Object.hasOwnProperty.call(message, "isAdmin") && message.isAdmin !== false)
                    writer.uint32(16).bool(message.isAdmin);
                if (message.location != null && $Object.hasOwnProperty.call(message, "location"))
                    $root.bench.test.Location.encode(message.location, writer.uint32(26).fork(), _depth + 1).ldelim();
                if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                    for (let i = 0; i < message.$unknowns.length; ++i)
                        writer.raw(message.$unknowns[i]);
                return writer;
            };

            Owner.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            Owner.decode = function (reader, length, _end, _depth, _target) {
                if (!(reader instanceof $Reader))
                    reader = $Reader.create(reader);
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                let end, message, value;
                if (length === $undefined)
                    end = reader.len;
                else {
                    end = reader.pos + length;
                    if (end > reader.len)
                        throw $RangeError("index out of range");
                    length = reader.len;
                    reader.len = end;
                }
                message = _target || new $root.bench.test.Owner();
                while (reader.pos < end) {
                    let start = reader.pos;
                    let tag = reader.tag();
                    if (tag === _end) {
                        _end = $undefined;
                        break;
                    }
                    let wireType = tag & 7;
                    switch (tag >>>= 3) {
                    case 1: {
                            if (wireType !== 2)
                                break;
                            if ((value = reader.stringVerify()).length)
                                message.name = value;
                            else
                                delete message.name;
                            continue;
                        }
                    case 2: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.bool())
                                message.isAdmin = value;
                            else
                                delete message.isAdmin;
                            continue;
                        }
                    case 3: {
                            if (wireType !== 2)
                                break;
                            message.location = $root.bench.test.Location.decode(reader, reader.size(), $undefined, _depth + 1, message.location);
                            continue;
                        }
                    }
                    reader.skipType(wireType, _depth, tag);
                    if (!reader.discardUnknown) {
                        $util.makeProp(message, "$unknowns", false);
                        (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                    }
                }
                if (length !== $undefined) {
                    if (reader.pos !== end)
                        throw $RangeError("index out of range");
                    reader.len = length;
                }
                if (_end !== $undefined)
                    throw $Error("missing end group");
                return message;
            };

            Owner.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            Owner.verify = function (message, _depth) {
                if (typeof message !== "object" || message === null)
                    return "object expected";
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    return "max depth exceeded";
                if (message.name != null && $Object.hasOwnProperty.call(message, "name"))
                    if (!$util.isString(message.name))
                        return "name: string expected";
                if (message.isAdmin != null && $Object.hasOwnProperty.call(message, "isAdmin"))
                    if (typeof message.isAdmin !== "boolean")
                        return "isAdmin: boolean expected";
                if (message.location != null && $Object.hasOwnProperty.call(message, "location")) {
                    let error = $root.bench.test.Location.verify(message.location, _depth + 1);
                    if (error)
                        return "location." + error;
                }
                return null;
            };

            Owner.fromObject = function (object, _depth) {
                if (object instanceof $root.bench.test.Owner)
                    return object;
                if (!$util.isObject(object))
                    throw $TypeError(".bench.test.Owner: object expected");
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let message = new $root.bench.test.Owner();
                if (object.name != null)
                    if (typeof object.name !== "string" || object.name.length)
                        message.name = $String(object.name);
                if (object.isAdmin != null)
                    if (object.isAdmin)
                        message.isAdmin = $Boolean(object.isAdmin);
                if (object.location != null) {
                    if (!$util.isObject(object.location))
                        throw $TypeError(".bench.test.Owner.location: object expected");
                    message.location = $root.bench.test.Location.fromObject(object.location, _depth + 1);
                }
                return message;
            };

            Owner.toObject = function (message, options, _depth) {
                if (!options)
                    options = {};
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let object = {};
                if (options.defaults) {
                    object.name = "";
                    object.isAdmin = false;
                    object.location = null;
                }
                if (message.name != null && $Object.hasOwnProperty.call(message, "name"))
                    object.name = message.name;
                if (message.isAdmin != null && $Object.hasOwnProperty.call(message, "isAdmin"))
                    object.isAdmin = message.isAdmin;
                if (message.location != null && $Object.hasOwnProperty.call(message, "location"))
                    object.location = $root.bench.test.Location.toObject(message.location, options, _depth + 1);
                return object;
            };

            Owner.prototype.toJSON = function() {
                return Owner.toObject(this, $protobuf.util.toJSONOptions);
            };

            Owner.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/bench.test.Owner";
            };

            return Owner;
        })();

        test.Location = (function() {

            const Location = function (properties) {
                if (properties)
                    for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                        if (properties[keys[i]] != null && keys[i] !== "__proto__")
                            this[keys[i]] = properties[keys[i]];
            };

            Location.prototype.city = "";
            Location.prototype.lat = 0;
            Location.prototype.lon = 0;

            Location.create = function(properties) {
                return new Location(properties);
            };

            Location.encode = function (message, writer, _depth) {
                if (!writer)
                    writer = $Writer.create();
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (message.city != null && $Object.hasOwnProperty.call(message, "city") && message.city !== "")
                    writer.uint32(10).string(message.city);
                if (message.lat != null && $Object.hasOwnProperty.call(message, "lat") && !$Object.is(message.lat, 0))
                    writer.uint32(17).double(message.lat);
                if (message.lon != null && $Object.hasOwnProperty.call(message, "lon") && !$Object.is(message.lon, 0))
                    writer.uint32(25).double(message.lon);
                if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                    for (let i = 0; i < message.$unknowns.length; ++i)
                        writer.raw(message.$unknowns[i]);
                return writer;
            };

            Location.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            Location.decode = function (reader, length, _end, _depth, _target) {
                if (!(reader instanceof $Reader))
                    reader = $Reader.create(reader);
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                let end, message, value;
                if (length === $undefined)
                    end = reader.len;
                else {
                    end = reader.pos + length;
                    if (end > reader.len)
                        throw $RangeError("index out of range");
                    length = reader.len;
                    reader.len = end;
                }
                message = _target || new $root.bench.test.Location();
                while (reader.pos < end) {
                    let start = reader.pos;
                    let tag = reader.tag();
                    if (tag === _end) {
                        _end = $undefined;
                        break;
                    }
                    let wireType = tag & 7;
                    switch (tag >>>= 3) {
                    case 1: {
                            if (wireType !== 2)
                                break;
                            if ((value = reader.stringVerify()).length)
                                message.city = value;
                            else
                                delete message.city;
                            continue;
                        }
                    case 2: {
                            if (wireType !== 1)
                                break;
                            if (!$Object.is(value = reader.double(), 0))
                                message.lat = value;
                            else
                                delete message.lat;
                            continue;
                        }
                    case 3: {
                            if (wireType !== 1)
                                break;
                            if (!$Object.is(value = reader.double(), 0))
                                message.lon = value;
                            else
                                delete message.lon;
                            continue;
                        }
                    }
                    reader.skipType(wireType, _depth, tag);
                    if (!reader.discardUnknown) {
                        $util.makeProp(message, "$unknowns", false);
                        (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                    }
                }
                if (length !== $undefined) {
                    if (reader.pos !== end)
                        throw $RangeError("index out of range");
                    reader.len = length;
                }
                if (_end !== $undefined)
                    throw $Error("missing end group");
                return message;
            };

            Location.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            Location.verify = function (message, _depth) {
                if (typeof message !== "object" || message === null)
                    return "object expected";
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    return "max depth exceeded";
                if (message.city != null && $Object.hasOwnProperty.call(message, "city"))
                    if (!$util.isString(message.city))
                        return "city: string expected";
                if (message.lat != null && $Object.hasOwnProperty.call(message, "lat"))
                    if (typeof message.lat !== "number")
                        return "lat: number expected";
                if (message.lon != null && $Object.hasOwnProperty.call(message, "lon"))
                    if (typeof message.lon !== "number")
                        return "lon: number expected";
                return null;
            };

            Location.fromObject = function (object, _depth) {
                if (object instanceof $root.bench.test.Location)
                    return object;
                if (!$util.isObject(object))
                    throw $TypeError(".bench.test.Location: object expected");
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let message = new $root.bench.test.Location();
                if (object.city != null)
                    if (typeof object.city !== "string" || object.city.length)
                        message.city = $String(object.city);
                if (object.lat != null)
                    if (!$Object.is($Number(object.lat), 0))
                        message.lat = $Number(object.lat);
                if (object.lon != null)
                    if (!$Object.is($Number(object.lon), 0))
                        message.lon = $Number(object.lon);
                return message;
            };

            Location.toObject = function (message, options, _depth) {
                if (!options)
                    options = {};
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let object = {};
                if (options.defaults) {
                    object.city = "";
                    object.lat = 0;
                    object.lon = 0;
                }
                if (message.city != null && $Object.hasOwnProperty.call(message, "city"))
                    object.city = message.city;
                if (message.lat != null && $Object.hasOwnProperty.call(message, "lat"))
                    object.lat = options.json && !$isFinite(message.lat) ? $String(message.lat) : message.lat;
                if (message.lon != null && $Object.hasOwnProperty.call(message, "lon"))
                    object.lon = options.json && !$isFinite(message.lon) ? $String(message.lon) : message.lon;
                return object;
            };

            Location.prototype.toJSON = function() {
                return Location.toObject(this, $protobuf.util.toJSONOptions);
            };

            Location.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/bench.test.Location";
            };

            return Location;
        })();

        test.Settings = (function() {

            const Settings = function (properties) {
                this.toggles = [];
                if (properties)
                    for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                        if (properties[keys[i]] != null && keys[i] !== "__proto__")
                            this[keys[i]] = properties[keys[i]];
            };

            Settings.prototype.theme = 0;
            Settings.prototype.volume = 0;
            Settings.prototype.notifications = false;
            Settings.prototype.toggles = $util.emptyArray;

            Settings.create = function(properties) {
                return new Settings(properties);
            };

            Settings.encode = function (message, writer, _depth) {
                if (!writer)
                    writer = $Writer.create();
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (message.theme != null && $Object.hasOwnProperty.call(message, "theme") && message.theme !== 0)
                    writer.uint32(8).int32(message.theme);
                if (message.volume != null && $Object.hasOwnProperty.call(message, "volume") && message.volume !== 0)
                    writer.uint32(16).uint32(message.volume);
                if (message.notifications != null && $Object.hasOwnProperty.call(message, "notifications") && message.notifications !== false)
                    writer.uint32(24).bool(message.notifications);
                if (message.toggles != null && message.toggles.length)
                    writer.uint32(34).bools(message.toggles);
                if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                    for (let i = 0; i < message.$unknowns.length; ++i)
                        writer.raw(message.$unknowns[i]);
                return writer;
            };

            Settings.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            Settings.decode = function (reader, length, _end, _depth, _target) {
                if (!(reader instanceof $Reader))
                    reader = $Reader.create(reader);
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                let end, message, value;
                if (length === $undefined)
                    end = reader.len;
                else {
                    end = reader.pos + length;
                    if (end > reader.len)
                        throw $RangeError("index out of range");
                    length = reader.len;
                    reader.len = end;
                }
                message = _target || new $root.bench.test.Settings();
                while (reader.pos < end) {
                    let start = reader.pos;
                    let tag = reader.tag();
                    if (tag === _end) {
                        _end = $undefined;
                        break;
                    }
                    let wireType = tag & 7;
                    switch (tag >>>= 3) {
                    case 1: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.int32())
                                message.theme = value;
                            else
                                delete message.theme;
                            continue;
                        }
                    case 2: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.uint32())
                                message.volume = value;
                            else
                                delete message.volume;
                            continue;
                        }
                    case 3: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.bool())
                                message.notifications = value;
                            else
                                delete message.notifications;
                            continue;
                        }
                    case 4: {
                            if (wireType === 2) {
                                if (!(message.toggles && message.toggles.length))
                                    message.toggles = [];
                                reader.bools(message.toggles);
                                continue;
                            }
                            if (wireType !== 0)
                                break;
                            if (!(message.toggles && message.toggles.length))
                                message.toggles = [];
                            message.toggles.push(reader.bool());
                            continue;
                        }
                    }
                    reader.skipType(wireType, _depth, tag);
                    if (!reader.discardUnknown) {
                        $util.makeProp(message, "$unknowns", false);
                        (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                    }
                }
                if (length !== $undefined) {
                    if (reader.pos !== end)
                        throw $RangeError("index out of range");
                    reader.len = length;
                }
                if (_end !== $undefined)
                    throw $Error("missing end group");
                return message;
            };

            Settings.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            Settings.verify = function (message, _depth) {
                if (typeof message !== "object" || message === null)
                    return "object expected";
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    return "max depth exceeded";
                if (message.theme != null && $Object.hasOwnProperty.call(message, "theme"))
                    if (typeof message.theme !== "number" || (message.theme | 0) !== message.theme)
                        return "theme: enum value expected";
                if (message.volume != null && $Object.hasOwnProperty.call(message, "volume"))
                    if (!$util.isInteger(message.volume))
                        return "volume: integer expected";
                if (message.notifications != null && $Object.hasOwnProperty.call(message, "notifications"))
                    if (typeof message.notifications !== "boolean")
                        return "notifications: boolean expected";
                if (message.toggles != null && $Object.hasOwnProperty.call(message, "toggles")) {
                    if (!$Array.isArray(message.toggles))
                        return "toggles: array expected";
                    for (let i = 0; i < message.toggles.length; ++i)
                        if (typeof message.toggles[i] !== "boolean")
                            return "toggles: boolean[] expected";
                }
                return null;
            };

            Settings.fromObject = function (object, _depth) {
                if (object instanceof $root.bench.test.Settings)
                    return object;
                if (!$util.isObject(object))
                    throw $TypeError(".bench.test.Settings: object expected");
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let message = new $root.bench.test.Settings();
                if (object.theme !== 0 && (typeof object.theme !== "string" || $root.bench.test.Theme[object.theme] !== 0))
                    switch (object.theme) {
                    case "LIGHT":
                    case 0:
                        message.theme = 0;
                        break;
                    case "DARK":
                    case 1:
                        message.theme = 1;
                        break;
                    case "SYSTEM":
                    case 2:
                        message.theme = 2;
                        break;
                    default:
                        if (typeof object.theme === "number" && (object.theme | 0) === object.theme)
                            message.theme = object.theme;
                    }
                if (object.volume != null)
                    if ($Number(object.volume) !== 0)
                        message.volume = object.volume >>> 0;
                if (object.notifications != null)
                    if (object.notifications)
                        message.notifications = $Boolean(object.notifications);
                if (object.toggles) {
                    if (!$Array.isArray(object.toggles))
                        throw $TypeError(".bench.test.Settings.toggles: array expected");
                    message.toggles = $Array(object.toggles.length);
                    for (let i = 0; i < object.toggles.length; ++i)
                        message.toggles[i] = $Boolean(object.toggles[i]);
                }
                return message;
            };

            Settings.toObject = function (message, options, _depth) {
                if (!options)
                    options = {};
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let object = {};
                if (options.arrays || options.defaults)
                    object.toggles = [];
                if (options.defaults) {
                    object.theme = options.enums === $String ? "LIGHT" : 0;
                    object.volume = 0;
                    object.notifications = false;
                }
                if (message.theme != null && $Object.hasOwnProperty.call(message, "theme"))
                    object.theme = options.enums === $String ? $root.bench.test.Theme[message.theme] === $undefined ? message.theme : $root.bench.test.Theme[message.theme] : message.theme;
                if (message.volume != null && $Object.hasOwnProperty.call(message, "volume"))
                    object.volume = message.volume;
                if (message.notifications != null && $Object.hasOwnProperty.call(message, "notifications"))
                    object.notifications = message.notifications;
                if (message.toggles && message.toggles.length) {
                    object.toggles = $Array(message.toggles.length);
                    for (let j = 0; j < message.toggles.length; ++j)
                        object.toggles[j] = message.toggles[j];
                }
                return object;
            };

            Settings.prototype.toJSON = function() {
                return Settings.toObject(this, $protobuf.util.toJSONOptions);
            };

            Settings.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/bench.test.Settings";
            };

            return Settings;
        })();

        return test;
    })();

    return bench;
})();

export {
  $root as default
};
